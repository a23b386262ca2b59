import { describe, expect, it } from 'vitest'
import { checkedAddress, RefusedFetch } from './safeFetch.ts'

const none = new Set<string>()

describe('checkedAddress', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.0.10/',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0/',
    'http://100.64.1.1/',
    'http://[::1]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost/',
  ])('refuses %s', async (url) => {
    await expect(checkedAddress(new URL(url), none)).rejects.toBeInstanceOf(RefusedFetch)
  })

  it('allows a public address, and connects to the address it checked', async () => {
    await expect(checkedAddress(new URL('https://93.184.216.34/'), none)).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    })
  })

  it('lets a host on the allow-list be at a private address, and only that host', async () => {
    const allow = new Set(['127.0.0.1', '::1'])
    await expect(checkedAddress(new URL('http://127.0.0.1:8080/'), allow)).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    })
    await expect(checkedAddress(new URL('http://[::1]/'), allow)).resolves.toMatchObject({
      family: 6,
    })
    await expect(checkedAddress(new URL('http://10.0.0.1/'), allow)).rejects.toBeInstanceOf(
      RefusedFetch,
    )
  })
})
