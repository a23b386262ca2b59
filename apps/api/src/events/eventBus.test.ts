import { describe, expect, it, vi } from 'vitest'
import { createLocalEventBus } from './eventBus.ts'

const post = { postId: 'p1', authorId: 'u1', communityId: null }

describe('the in-process event bus', () => {
  it('hands an event to the subscribers of its type, during publish', () => {
    const bus = createLocalEventBus(() => {})
    const created = vi.fn()
    const ordered = vi.fn()
    bus.subscribe('post.created', created)
    bus.subscribe('order.changed', ordered)
    bus.publish('post.created', post)
    expect(created).toHaveBeenCalledWith({ type: 'post.created', data: post })
    expect(ordered).not.toHaveBeenCalled()
  })

  it('subscribes one handler to several types, and unsubscribes it from all', () => {
    const bus = createLocalEventBus(() => {})
    const handler = vi.fn()
    const unsubscribe = bus.subscribe(['post.created', 'post.deleted'], handler)
    bus.publish('post.deleted', { postId: 'p1', communityId: null })
    expect(handler).toHaveBeenCalledTimes(1)
    unsubscribe()
    bus.publish('post.created', post)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('keeps delivering when one subscriber throws, and reports the failure', () => {
    const onError = vi.fn()
    const bus = createLocalEventBus(onError)
    const after = vi.fn()
    bus.subscribe('post.created', () => {
      throw new Error('subscriber broke')
    })
    bus.subscribe('post.created', after)
    expect(() => bus.publish('post.created', post)).not.toThrow()
    expect(after).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { type: 'post.created', data: post })
  })

  it('hands every event published here to a local-only subscriber too', () => {
    const bus = createLocalEventBus(() => {})
    const handler = vi.fn()
    bus.subscribe('post.created', handler, { localOnly: true })
    bus.publish('post.created', post)
    expect(handler).toHaveBeenCalledWith({ type: 'post.created', data: post })
  })
})
