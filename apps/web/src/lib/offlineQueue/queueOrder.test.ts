import { describe, expect, it } from 'vitest'
import type { QueuedWrite } from './offlineData.ts'
import { inQueueOrder } from './queueOrder.ts'

const write = (id: number, userId: string, timestamp: number, synced = false): QueuedWrite => ({
  id,
  store: 'posts',
  data: { type: 'post', data: { content: `post ${id}` } },
  timestamp,
  synced,
  userId,
  idempotencyKey: `key-${id}`,
  error: null,
  attempts: 0,
})

describe('inQueueOrder', () => {
  it("keeps only the account's unsent writes, oldest first", () => {
    const writes = [
      write(1, 'alice', 30),
      write(2, 'bob', 10),
      write(3, 'alice', 10),
      write(4, 'alice', 20, true),
      { ...write(1, 'alice', 20), store: 'reactions' as const },
    ]
    expect(inQueueOrder(writes, 'alice').map((w) => `${w.store}-${w.id}`)).toEqual([
      'posts-3',
      'reactions-1',
      'posts-1',
    ])
    expect(inQueueOrder(writes, 'carol')).toEqual([])
  })
})
