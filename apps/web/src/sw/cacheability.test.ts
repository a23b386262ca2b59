import { describe, expect, it } from 'vitest'
import { cacheRefusal } from './cacheability.ts'

const request = new Request('https://agora.test/api/feed')
const respond = (headers: Record<string, string>, status = 200) =>
  new Response('{}', { status, headers: { 'content-type': 'application/json', ...headers } })

describe('cacheRefusal (spec §5)', () => {
  it('accepts a public JSON response', () => {
    expect(cacheRefusal(request, respond({ 'cache-control': 'public, max-age=30' }))).toBeNull()
  })

  it('accepts a response with no cache directives: the area lifetime bounds it', () => {
    expect(cacheRefusal(request, respond({}))).toBeNull()
  })

  it.each([
    ['no-store', { 'cache-control': 'no-store' }],
    ['no-cache', { 'cache-control': 'public, no-cache' }],
    ['private', { 'cache-control': 'private, max-age=60' }],
    ['pragma', { pragma: 'no-cache' }],
    ['expired', { expires: 'Thu, 01 Jan 1970 00:00:00 GMT' }],
    ['expired', { 'cache-control': 'max-age=0' }],
  ])('refuses %s', (reason, headers) => {
    expect(cacheRefusal(request, respond(headers))).toBe(reason)
  })

  it('refuses errors and partial answers', () => {
    expect(cacheRefusal(request, respond({}, 503))).toBe('not-ok')
    expect(cacheRefusal(request, respond({}, 206))).toBe('not-ok')
  })

  it.each([
    ['application/json; charset=utf-8', null],
    ['text/html', null],
    ['text/plain', null],
    ['text/css', null],
    ['text/javascript', null],
    ['application/javascript', null],
    ['image/png', null],
    ['font/woff2', null],
    ['application/octet-stream', 'content-type'],
    ['video/mp4', 'content-type'],
  ])('content type %s → %s', (type, expected) => {
    const response = new Response('x', { headers: { 'content-type': type } })
    expect(cacheRefusal(request, response)).toBe(expected)
  })
})
