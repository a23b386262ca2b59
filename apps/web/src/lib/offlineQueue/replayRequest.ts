import { idempotencyHeaders } from '../idempotencyKey.ts'
import type { QueueRecord } from './offlineData.ts'

export type ReplayRequest = {
  path: `/api/${string}`
  body: unknown
  headers: Record<string, string>
}

/**
 * The POST a queued write is replayed as (spec §7 targets), with the Idempotency-Key it was
 * created with: every attempt, after any failure or restart, is the same request to the server.
 */
export function replayRequest(write: Pick<QueueRecord, 'data' | 'idempotencyKey'>): ReplayRequest {
  const action = write.data
  const headers = idempotencyHeaders(write.idempotencyKey)
  switch (action.type) {
    case 'post':
      return { path: '/api/posts', body: action.data, headers }
    case 'comment': {
      const { postId, ...body } = action.data
      return { path: `/api/posts/${postId}/comments`, body, headers }
    }
    case 'reaction':
      return {
        path: `/api/posts/${action.data.postId}/reactions`,
        body: { type: action.data.type },
        headers,
      }
    case 'message':
      return { path: '/api/messages', body: action.data, headers }
  }
}
