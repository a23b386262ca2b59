import type { Post } from '@agora/domain'
import type { QueryClient } from '@tanstack/react-query'
import type { QueuedWrite } from '../../lib/offlineQueue/queue.ts'
import { addPostToFeeds, postKeys } from '../../lib/postCache.ts'
import { commentKeys } from '../comments/data.ts'

/**
 * A queued write the server has now taken shows where it belongs, as if just written: a post
 * at the top of its feeds (in place of its "waiting" card), a comment or a reaction on its post.
 */
export function showSentWrite(queryClient: QueryClient, write: QueuedWrite, response: unknown) {
  const action = write.data
  switch (action.type) {
    case 'post': {
      const post = (response as { data?: Post }).data
      if (post) addPostToFeeds(queryClient, post)
      return
    }
    case 'comment':
      void queryClient.invalidateQueries({ queryKey: commentKeys.list(action.data.postId) })
      void queryClient.invalidateQueries({ queryKey: postKeys.detail(action.data.postId) })
      return
    case 'reaction':
      void queryClient.invalidateQueries({ queryKey: postKeys.detail(action.data.postId) })
      return
    case 'message':
      return
  }
}
