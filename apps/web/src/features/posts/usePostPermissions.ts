import {
  type CommunityRole,
  canModerateCommunity,
  canRemoveContent,
  hasRole,
  type Post,
} from '@agora/domain'
import { useAuth } from '../auth/useAuth.ts'

/**
 * What the viewer may do with a post: its author edits and deletes it; moderators of its
 * community (or of the platform) remove it; community moderators pin it.
 */
export function usePostPermissions(post: Post, communityRole: CommunityRole | null = null) {
  const { user } = useAuth()
  const isAuthor = user !== null && user.id === post.author.id
  const inCommunity = post.communityId !== null
  return {
    isAuthor,
    canEdit: isAuthor,
    canDelete: canRemoveContent({
      viewer: user,
      authorId: post.author.id,
      communityRole,
      inCommunity,
    }),
    canPin: inCommunity && canModerateCommunity(communityRole),
    /** Moderators of its community, or of the platform, hide it (a public stub stays). */
    canHide:
      (user !== null && hasRole(user.role, 'moderator')) ||
      (inCommunity && canModerateCommunity(communityRole)),
  }
}
