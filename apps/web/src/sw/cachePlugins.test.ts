import { describe, expect, it } from 'vitest'
import { personalDataPlugin, secretParamsPlugin, statsPlugin } from './cachePlugins.ts'

const willUpdate = (body: string, type = 'application/json; charset=utf-8') =>
  // biome-ignore lint/style/noNonNullAssertion: the plugin defines this hook
  personalDataPlugin.cacheWillUpdate!({
    request: new Request('https://agora.example/api/feed'),
    response: new Response(body, { headers: { 'content-type': type } }),
    event: undefined as never,
    state: {},
  })

describe('personalDataPlugin', () => {
  it('keeps a body with a card number or a private key out of the cache', async () => {
    expect(await willUpdate('{"content":"pay 4111 1111 1111 1111"}')).toBeNull()
    expect(await willUpdate(`{"privateKey":"0x${'1f'.repeat(32)}"}`)).toBeNull()
  })

  it('stores e-mail masked, and a body without findings as it came', async () => {
    const masked = await willUpdate('{"content":"write to alice@example.com"}')
    expect(await masked?.text()).toBe('{"content":"write to a***@e***.com"}')
    const plain = await willUpdate('{"content":"gm"}')
    expect(await plain?.text()).toBe('{"content":"gm"}')
  })

  it('does not read images or code', async () => {
    const image = await willUpdate('4111 1111 1111 1111', 'image/png')
    expect(await image?.text()).toBe('4111 1111 1111 1111')
  })
})

describe('secretParamsPlugin', () => {
  it('keys a cached read without its token and password', async () => {
    // biome-ignore lint/style/noNonNullAssertion: the plugin defines this hook
    const key = await secretParamsPlugin.cacheKeyWillBeUsed!({
      request: new Request('https://agora.example/api/feed?token=abc&page=2&password=x'),
      mode: 'read',
      event: undefined as never,
      state: {},
    })
    expect(key).toBe('https://agora.example/api/feed?page=2')
  })
})

describe('statsPlugin', () => {
  const request = new Request('https://agora.example/api/communities/1')
  const lookup = (plugin: ReturnType<typeof statsPlugin>, cachedResponse?: Response) =>
    // biome-ignore lint/style/noNonNullAssertion: the plugin defines this hook
    plugin.cachedResponseWillBeUsed!({
      request,
      cachedResponse,
      cacheName: 'agora-communities-v1',
      event: undefined as never,
      state: {},
    })

  it('counts a miss only for a URL it stored before: a first read is not a cache failure', async () => {
    const counter = { hits: 0, misses: 0 }
    const plugin = statsPlugin(counter)
    await lookup(plugin)
    expect(counter).toEqual({ hits: 0, misses: 0 })
    // biome-ignore lint/style/noNonNullAssertion: the plugin defines this hook
    await plugin.cacheDidUpdate!({
      request,
      newResponse: new Response('{}'),
      cacheName: 'agora-communities-v1',
      event: undefined as never,
      state: {},
    })
    await lookup(plugin, new Response('{}'))
    // evicted since: now a miss counts
    await lookup(plugin)
    expect(counter).toEqual({ hits: 1, misses: 1 })
  })
})
