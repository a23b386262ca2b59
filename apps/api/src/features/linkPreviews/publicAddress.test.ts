import { describe, expect, it } from 'vitest'
import { bareHost, isPublicAddress } from './publicAddress.ts'

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:93.184.216.34',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
})

describe('bareHost', () => {
  it('lower-cases names and drops the brackets of IPv6 literals', () => {
    expect(bareHost(new URL('http://Example.COM:8080/x'))).toBe('example.com')
    expect(bareHost(new URL('http://[::1]:8080/'))).toBe('::1')
  })
})
