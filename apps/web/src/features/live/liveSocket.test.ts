import { afterEach, describe, expect, it, vi } from 'vitest'
import { openLiveSocket } from './liveSocket.ts'

/** A WebSocket stand-in the test drives: what the client sent, and the server's side. */
class FakeSocket {
  static all: FakeSocket[] = []
  sent: string[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  closedWith: number | null = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(text: string) {
    this.sent.push(text)
  }
  close(code = 1000) {
    this.closedWith = code
  }
  open() {
    this.onopen?.()
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  drop(code = 1006) {
    this.onclose?.({ code })
  }
}

const ready = (lastEventId: number, replayed = 0, complete = true) => ({
  type: 'ready',
  userId: 'u',
  lastEventId,
  replayed,
  complete,
})

function connect(token: () => string | null = () => 'token-1') {
  FakeSocket.all = []
  const events: unknown[] = []
  const readies: unknown[] = []
  const connection = openLiveSocket({
    url: 'ws://localhost/api/live',
    token,
    onEvent: (frame) => events.push(frame),
    onReady: (info) => readies.push(info),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    backoff: (attempt) => 1000 * 2 ** attempt,
  })
  return { connection, events, readies }
}

afterEach(() => vi.useRealTimers())

describe('the live socket', () => {
  it('authenticates with its first frame, never in the URL', () => {
    connect()
    const socket = FakeSocket.all[0] as FakeSocket
    expect(socket.url).toBe('ws://localhost/api/live')
    socket.open()
    expect(socket.sent.map((text) => JSON.parse(text))).toEqual([
      { type: 'auth', token: 'token-1' },
    ])
  })

  it('hands on events and resumes after a drop from the last id it received, with backoff', () => {
    vi.useFakeTimers()
    const { connection, events, readies } = connect()
    const first = FakeSocket.all[0] as FakeSocket
    first.open()
    first.receive(ready(7))
    first.receive({ id: 8, type: 'follower.new', data: { followerId: 'x' } })
    first.receive({
      id: null,
      type: 'feed.new',
      data: { posts: [{ postId: 'p', communityId: null }] },
    })
    expect(events).toHaveLength(2)
    expect(connection.lastEventId()).toBe(8)

    first.drop()
    vi.advanceTimersByTime(999)
    expect(FakeSocket.all).toHaveLength(1)
    vi.advanceTimersByTime(1)
    const second = FakeSocket.all[1] as FakeSocket
    second.open()
    expect(JSON.parse(second.sent[0] as string)).toEqual({
      type: 'auth',
      token: 'token-1',
      lastEventId: 8,
    })
    second.receive(ready(9, 1, false))
    expect(readies.at(-1)).toEqual({ complete: false, replayed: 1 })
    // the replayed event is not resumed past before it arrives
    expect(connection.lastEventId()).toBe(8)
    second.receive({ id: 9, type: 'comment.new', data: { postId: 'p', commentId: 'c' } })
    expect(connection.lastEventId()).toBe(9)
  })

  it('waits longer after each failed attempt, and starts over once connected', () => {
    vi.useFakeTimers()
    connect()
    ;(FakeSocket.all[0] as FakeSocket).drop()
    vi.advanceTimersByTime(1000)
    ;(FakeSocket.all[1] as FakeSocket).drop()
    vi.advanceTimersByTime(1999)
    expect(FakeSocket.all).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.all).toHaveLength(3)
  })

  it('gives up on a refused token or a replaced connection, and stops when closed', () => {
    vi.useFakeTimers()
    connect()
    ;(FakeSocket.all[0] as FakeSocket).drop(4401)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.all).toHaveLength(1)

    const { connection } = connect()
    const socket = FakeSocket.all[0] as FakeSocket
    connection.close()
    expect(socket.closedWith).toBe(1000)
    socket.drop(1000)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.all).toHaveLength(1)
  })

  it('does not connect without a token', () => {
    connect(() => null)
    expect(FakeSocket.all).toHaveLength(0)
  })
})
