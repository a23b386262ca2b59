import { type ReactNode, useMemo, useState } from 'react'
import {
  type ModalTargets,
  ModalTargetsContext,
  type QuoteTarget,
} from '../lib/ModalTargetsContext.ts'
import { useNavigation } from '../lib/useNavigation.ts'

export function ModalTargetsProvider({ children }: { children: ReactNode }) {
  const { openModal } = useNavigation()
  const [shownUser, setShownUser] = useState<string | null>(null)
  const [joinCommunityId, setJoinCommunityId] = useState<string | null>(null)
  const [composerCommunityId, setComposerCommunityId] = useState<string | null>(null)
  const [composerQuote, setComposerQuote] = useState<QuoteTarget | null>(null)

  const value = useMemo<ModalTargets>(
    () => ({
      shownUser,
      joinCommunityId,
      composerCommunityId,
      composerQuote,
      openUser: (address) => {
        setShownUser(address)
        openModal('userProfile')
      },
      openCommunityJoin: (communityId) => {
        setJoinCommunityId(communityId)
        openModal('communityJoin')
      },
      openComposer: (communityId = null, quote = null) => {
        setComposerCommunityId(communityId)
        setComposerQuote(quote)
        openModal('postCreation')
      },
    }),
    [shownUser, joinCommunityId, composerCommunityId, composerQuote, openModal],
  )
  return <ModalTargetsContext value={value}>{children}</ModalTargetsContext>
}
