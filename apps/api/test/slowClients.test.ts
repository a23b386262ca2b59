import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectLive } from './live/liveClient.ts'
import { signedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp
let port: number

beforeAll(async () => {
  app = await createTestApp(
    {},
    { timeouts: { headers: 300, request: 600, keepAlive: 300, checkEvery: 50 } },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as net.AddressInfo).port
})
afterAll(() => app.close())

/**
 * Opens a raw socket, sends `first`, then one more `drip` every 100 ms for as long as the
 * socket is open; resolves with what the server sent and when it closed the socket.
 */
function trickle(first: string, drip: string) {
  return new Promise<{ answer: string; openMs: number; drips: number }>((resolve, reject) => {
    const started = performance.now()
    const socket = net.connect(port, '127.0.0.1', () => socket.write(first))
    let answer = ''
    let drips = 0
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) {
        socket.write(drip)
        drips++
      }
    }, 100)
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ answer, openMs: performance.now() - started, drips })
    })
    // a server that never cuts the client off fails the test instead of hanging it
    setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      reject(new Error('the server kept a trickling client for 5 s'))
    }, 5000).unref()
  })
}

describe('slow clients', () => {
  it('answers a normal request on the listening server', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(res.status).toBe(200)
  })

  it('cuts off a client that sends its headers a line at a time, with 408', async () => {
    const { answer, openMs, drips } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: agora\r\n',
      'X-Slow: still-coming\r\n',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    // still sending when it was cut off, well before the 5 s the client would have gone on
    expect(drips).toBeGreaterThan(0)
    expect(openMs).toBeLessThan(2000)
  })

  it('cuts off a client that sends its body a byte at a time, with 408', async () => {
    const { answer, openMs } = await trickle(
      'POST /api/auth/nonce HTTP/1.1\r\nHost: agora\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(openMs).toBeLessThan(2000)
  })
  it('leaves a live socket open well past the request timeout', async () => {
    const user = await signedInUser(app)
    const client = await connectLive(app, user.token)
    try {
      // the time passing is what is tested: three request timeouts, many checks
      await new Promise((resolve) => setTimeout(resolve, 1800))
      expect(client.socket.readyState).toBe(client.socket.OPEN)
    } finally {
      await client.close()
    }
  })
})
