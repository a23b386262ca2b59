import { useQueryClient } from '@tanstack/react-query'
import { useAuth } from '../features/auth/useAuth.ts'
import { communityQueryOptions } from '../features/communities/data.ts'
import { useModalTargets } from '../lib/useModalTargets.ts'
import { useNavigation } from '../lib/useNavigation.ts'

/** Opens the composer where the person is (a community they may post in), or asks them to sign in. */
export function useCreatePost() {
  const auth = useAuth()
  const queryClient = useQueryClient()
  const { openComposer } = useModalTargets()
  const { activeCommunity } = useNavigation()
  return () => {
    if (!auth.isAuthenticated) return auth.requestSignIn()
    const community = activeCommunity
      ? queryClient.getQueryData(communityQueryOptions(activeCommunity).queryKey)
      : undefined
    openComposer(community?.viewerRole ? community.id : null)
  }
}
