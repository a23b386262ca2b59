import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

describe('errors raised before any route runs keep the one error shape', () => {
  it('answers a badly percent-encoded URL with 400 BAD_URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/posts/%E0%A4%A' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, error: expect.any(String), code: 'BAD_URL' })
  })

  it('answers an over-long path part with 414 URI_TOO_LONG', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/posts/${'a'.repeat(500)}` })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual({ success: false, error: expect.any(String), code: 'URI_TOO_LONG' })
  })

  it('answers over-large headers with 431 HEADERS_TOO_LARGE in JSON', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as net.AddressInfo
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
        )
      })
      let received = ''
      socket.on('data', (chunk) => {
        received += chunk.toString()
      })
      socket.on('close', () => resolve(received))
      socket.on('error', (error) => (received ? resolve(received) : reject(error)))
    })
    const [head = '', body = ''] = raw.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 431 /)
    expect(head.toLowerCase()).toContain('content-type: application/json')
    expect(JSON.parse(body)).toEqual({
      success: false,
      error: expect.any(String),
      code: 'HEADERS_TOO_LARGE',
    })
  })
})
