import { IDEMPOTENCY_HEADER } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api.ts'
import { type FlushOptions, flushWrites, isTransient } from './flushWrites.ts'
import type { QueuedAction, QueuedWrite } from './offlineData.ts'
import { replayRequest } from './replayRequest.ts'

const notMember = () => new ApiError(403, 'NOT_A_MEMBER', 'Join this community to do that')
const noNetwork = () => new ApiError(0, 'NETWORK_ERROR', 'The request failed')

/** An offline queue kept in memory, and a server that answers from a script. */
function queueWith(actions: QueuedAction[]) {
  // like IndexedDB's two stores, posts and reactions number their ids apart
  const lastId = { posts: 0, reactions: 0 }
  let writes: QueuedWrite[] = actions.map((data, index) => {
    const store = data.type === 'reaction' ? 'reactions' : 'posts'
    lastId[store] += 1
    return {
      id: lastId[store],
      store,
      data,
      timestamp: 1000 + index,
      synced: false,
      userId: 'alice',
      idempotencyKey: `key-${index + 1}`,
      error: null,
      attempts: 0,
    }
  })
  const answers: (Error | null)[] = []
  const requests: { path: string; key: string | undefined }[] = []
  const options: FlushOptions = {
    send: async (write) => {
      const request = replayRequest(write)
      requests.push({ path: request.path, key: request.headers[IDEMPOTENCY_HEADER] })
      const answer = answers.shift()
      if (answer) throw answer
    },
    store: {
      remove: async (write) => {
        writes = writes.filter((w) => w !== write)
      },
      update: async (write, changes) => {
        writes = writes.map((w) => (w === write ? { ...w, ...changes } : w))
      },
    },
    sendsAsOwner: () => true,
  }
  return {
    answers,
    requests,
    get writes() {
      return writes
    },
    flush: (more: Partial<FlushOptions> = {}) => flushWrites(writes, { ...options, ...more }),
  }
}

const post = (content: string): QueuedAction => ({ type: 'post', data: { content } })
const POST_ID = '9d2f1c3b-0000-4000-8000-000000000001'

describe('flushWrites', () => {
  it('sends every write in order and empties the queue', async () => {
    const queue = queueWith([
      post('first'),
      { type: 'reaction', data: { postId: POST_ID, type: 'like' } },
      { type: 'comment', data: { postId: POST_ID, content: 'third' } },
    ])
    expect(await queue.flush()).toEqual({ sent: 3, refused: 0, waiting: 0 })
    expect(queue.requests).toEqual([
      { path: '/api/posts', key: 'key-1' },
      { path: `/api/posts/${POST_ID}/reactions`, key: 'key-2' },
      { path: `/api/posts/${POST_ID}/comments`, key: 'key-3' },
    ])
    expect(queue.writes).toEqual([])
  })

  it('keeps a write the server refused (4xx) with its reason, and does not send it again', async () => {
    const queue = queueWith([post('to a community I left'), post('second')])
    queue.answers.push(notMember())
    expect(await queue.flush()).toEqual({ sent: 1, refused: 1, waiting: 0 })
    expect(queue.writes).toMatchObject([
      {
        id: 1,
        attempts: 1,
        error: 'This post was not sent: Join this community to do that',
      },
    ])

    // later flushes (back online, background sync, app start) leave it alone
    expect(await queue.flush()).toEqual({ sent: 0, refused: 0, waiting: 0 })
    expect(await queue.flush()).toEqual({ sent: 0, refused: 0, waiting: 0 })
    expect(queue.requests).toHaveLength(2)
    expect(queue.writes).toHaveLength(1)
  })

  it('names what was not sent: comment, reaction or message', async () => {
    const queue = queueWith([
      { type: 'comment', data: { postId: POST_ID, content: 'hi' } },
      { type: 'reaction', data: { postId: POST_ID, type: 'like' } },
      { type: 'message', data: { recipient: 'bob' } },
    ])
    queue.answers.push(
      new ApiError(404, 'NOT_FOUND', 'Post not found'),
      new ApiError(404, 'NOT_FOUND', 'Post not found'),
      new ApiError(403, 'FORBIDDEN', 'Bob does not accept direct messages'),
    )
    await queue.flush()
    expect(queue.writes.map((write) => write.error)).toEqual([
      'This comment was not sent: Post not found',
      'This reaction was not sent: Post not found',
      'This message was not sent: Bob does not accept direct messages',
    ])
  })

  it('sends a refused write again only when asked, from its own store', async () => {
    const queue = queueWith([
      post('refused post'),
      { type: 'reaction', data: { postId: POST_ID, type: 'like' } },
    ])
    queue.answers.push(notMember(), notMember())
    await queue.flush()
    expect(queue.writes.map((write) => `${write.store}-${write.id}`)).toEqual([
      'posts-1',
      'reactions-1',
    ])
    // "Retry now" on the reaction: the post with the same id stays as it is
    expect(await queue.flush({ retry: { store: 'reactions', id: 1 } })).toEqual({
      sent: 1,
      refused: 0,
      waiting: 0,
    })
    expect(queue.requests.map((request) => request.key)).toEqual(['key-1', 'key-2', 'key-2'])
    expect(queue.writes).toMatchObject([{ store: 'posts', id: 1, error: expect.any(String) }])
  })

  it('stops at a transient failure so nothing overtakes it, and resumes there with the same key', async () => {
    const queue = queueWith([post('first'), post('second'), post('third')])
    queue.answers.push(null, noNetwork())
    expect(await queue.flush()).toEqual({ sent: 1, refused: 0, waiting: 2 })
    expect(queue.writes).toMatchObject([
      { id: 2, attempts: 1, error: null },
      { id: 3, attempts: 0, error: null },
    ])

    queue.answers.push(new ApiError(503, 'HTTP_503', 'Service Unavailable'))
    expect(await queue.flush()).toEqual({ sent: 0, refused: 0, waiting: 2 })
    expect(await queue.flush()).toEqual({ sent: 2, refused: 0, waiting: 0 })
    expect(queue.requests.map((request) => request.key)).toEqual([
      'key-1',
      'key-2',
      'key-2',
      'key-2',
      'key-3',
    ])
  })

  it('sends nothing once another account is signed in', async () => {
    const queue = queueWith([post('alice wrote this')])
    expect(await queue.flush({ sendsAsOwner: () => false })).toEqual({
      sent: 0,
      refused: 0,
      waiting: 1,
    })
    expect(queue.requests).toEqual([])
  })
})

describe('isTransient', () => {
  it('retries later for no network, timeouts, rate limits, server errors and a key in flight', () => {
    expect(isTransient(noNetwork())).toBe(true)
    expect(isTransient(new ApiError(408, 'HTTP_408', 'Request Timeout'))).toBe(true)
    expect(isTransient(new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toBe(true)
    expect(isTransient(new ApiError(502, 'HTTP_502', 'Bad Gateway'))).toBe(true)
    expect(
      isTransient(new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'This request is still running')),
    ).toBe(true)
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true)
  })

  it('gives up on the other 4xx', () => {
    expect(isTransient(notMember())).toBe(false)
    expect(isTransient(new ApiError(400, 'VALIDATION_FAILED', 'Too long'))).toBe(false)
    expect(isTransient(new ApiError(409, 'CONFLICT', 'Already reacted'))).toBe(false)
  })
})
