import { type CommunityRole, hasRole, type Post } from '@agora/domain'
import { isCommunityModerator } from '../../lib/communityRoles.ts'
import { useAuth } from '../auth/useAuth.ts'

/**
 * What the viewer may do with a post: its author edits and deletes it; moderators of its
 * community (or of the platform) remove it; community moderators pin it.
 */
export function usePostPermissions(post: Post, communityRole: CommunityRole | null = null) {
  const { user } = useAuth()
  const isAuthor = user !== null && user.id === post.author.id
  const moderates = isCommunityModerator(communityRole) && post.communityId !== null
  return {
    isAuthor,
    canEdit: isAuthor,
    canDelete: isAuthor || moderates || (user !== null && hasRole(user.role, 'moderator')),
    canPin: moderates,
  }
}
