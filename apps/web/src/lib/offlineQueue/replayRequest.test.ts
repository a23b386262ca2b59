import { IDEMPOTENCY_HEADER } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import type { QueuedAction } from './offlineData.ts'
import { replayRequest } from './replayRequest.ts'

const KEY = '3b0c8a52-6f1e-4d3a-9a57-1c2d3e4f5a6b'
const POST_ID = '9d2f1c3b-0000-4000-8000-000000000001'

describe('replayRequest', () => {
  it.each<[QueuedAction, string, unknown]>([
    [{ type: 'post', data: { content: 'Hello' } }, '/api/posts', { content: 'Hello' }],
    [
      { type: 'comment', data: { postId: POST_ID, content: 'Nice' } },
      `/api/posts/${POST_ID}/comments`,
      { content: 'Nice' },
    ],
    [
      { type: 'reaction', data: { postId: POST_ID, type: 'like' } },
      `/api/posts/${POST_ID}/reactions`,
      { type: 'like' },
    ],
    [{ type: 'message', data: { recipient: 'bob' } }, '/api/messages', { recipient: 'bob' }],
  ])('replays a queued %j to its target with the key it was created with', (data, path, body) => {
    expect(replayRequest({ data, idempotencyKey: KEY })).toEqual({
      path,
      body,
      headers: { [IDEMPOTENCY_HEADER]: KEY },
    })
  })
})
