import { domainToASCII } from 'node:url'
import { describe, expect, it } from 'vitest'
import { flaggedLinkIn, hostFlag, isBlockedHost, linkFlag, parseBlocklist } from './rules.ts'

const blocked = parseBlocklist(`# a comment
myetherwallet.com.ru
Claim-Airdrop.example.   # trailing dot and case

`)
// what a browser's URL gives for a typed Unicode host
const ascii = (host: string) => domainToASCII(host)

describe('the blocklist', () => {
  it('reads one domain a line, without comments, case or trailing dots', () => {
    expect([...blocked]).toEqual(['myetherwallet.com.ru', 'claim-airdrop.example'])
  })

  it('blocks a listed domain and every subdomain of it, nothing above it', () => {
    expect(isBlockedHost('myetherwallet.com.ru', blocked)).toBe(true)
    expect(isBlockedHost('login.CLAIM-AIRDROP.example', blocked)).toBe(true)
    expect(isBlockedHost('example', blocked)).toBe(false)
    expect(isBlockedHost('airdrop.example', blocked)).toBe(false)
    expect(linkFlag('https://www.myetherwallet.com.ru/#/access', blocked)).toEqual({
      host: 'www.myetherwallet.com.ru',
      reason: 'blocked',
    })
  })
})

describe('look-alike domains', () => {
  it('flags letters of another alphabet standing in for a crypto site’s', () => {
    expect(hostFlag(ascii('metаmask.io'), blocked)).toEqual({
      host: 'xn--metmask-4fg.io',
      reason: 'lookalike',
      imitates: 'metamask.io',
    })
    expect(hostFlag(ascii('unіswap.org'), blocked)).toMatchObject({ imitates: 'uniswap.org' })
    // the whole name in Greek and Cyrillic, and on another top-level domain
    expect(hostFlag(ascii('οреnѕеа.xyz'), blocked)).toMatchObject({ imitates: 'opensea.io' })
    expect(hostFlag(ascii('app.lеdger.com'), blocked)).toMatchObject({ imitates: 'ledger.com' })
  })

  it('flags ASCII stand-ins and accents: 0 for o, 1 for l or i, rn for m', () => {
    expect(hostFlag('0pensea.io', blocked)).toMatchObject({ imitates: 'opensea.io' })
    expect(hostFlag('un1swap.org', blocked)).toMatchObject({ imitates: 'uniswap.org' })
    expect(hostFlag('rnetamask.io', blocked)).toMatchObject({ imitates: 'metamask.io' })
    expect(hostFlag(ascii('cöinbase.com'), blocked)).toMatchObject({ imitates: 'coinbase.com' })
  })

  it('flags a label mixing Latin with another alphabet even when it imitates nothing known', () => {
    expect(hostFlag(ascii('gооgle-wallet.com'), blocked)).toEqual({
      host: ascii('gооgle-wallet.com'),
      reason: 'mixedScripts',
    })
  })

  it('leaves the real sites, their subdomains and ordinary names alone', () => {
    for (const host of [
      'metamask.io',
      'portfolio.metamask.io',
      'app.uniswap.org',
      'opensea.io',
      'uniswap.io',
      'example.com',
      'agora.example',
      ascii('münchen.de'),
      ascii('пример.рф'),
      ascii('例え.jp'),
    ]) {
      expect(hostFlag(host, blocked), host).toBeNull()
    }
    expect(linkFlag('mailto:someone@metаmask.io', blocked)).toBeNull()
    expect(linkFlag('not a url', blocked)).toBeNull()
  })
})

describe('flaggedLinkIn', () => {
  it('finds a flagged link or bare domain anywhere in a text', () => {
    expect(flaggedLinkIn('Mint at https://metаmask.io/claim today!', blocked)).toMatchObject({
      reason: 'lookalike',
    })
    expect(flaggedLinkIn('Claim yours at claim-airdrop.example.', blocked)).toMatchObject({
      reason: 'blocked',
      host: 'claim-airdrop.example',
    })
    expect(flaggedLinkIn('Support: help@metаmask.io', blocked)).toBeNull()
    expect(
      flaggedLinkIn('Mint at https://opensea.io/collection/x or e.g. node.js', blocked),
    ).toBeNull()
  })
})
