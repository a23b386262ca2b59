import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingInput } from '../marketplace/market.ts'
import { type Person, signedInPerson } from '../social/people.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

// A listing whose text links a phishing or wallet-drainer domain (LINK_BLOCKLIST_PATH's file)
// or a look-alike of a well-known crypto site is refused, naming the domain; nothing is written.

let app: TestApp
let seller: Person
let listDir: string
let blocklistPath: string

beforeAll(async () => {
  listDir = await mkdtemp(path.join(os.tmpdir(), 'agora-blocklist-'))
  blocklistPath = path.join(listDir, 'blocklist.txt')
  await writeFile(blocklistPath, '# tests\nclaim-airdrop.example\n')
  app = await createTestApp({
    RPC_URL_31337: 'http://127.0.0.1:9',
    LINK_BLOCKLIST_PATH: blocklistPath,
  })
  seller = await signedInPerson(app)
})
afterAll(async () => {
  await app.close()
  await rm(listDir, { recursive: true, force: true })
})

async function listingCount() {
  const res = await app.inject({ method: 'GET', url: `/api/sellers/${seller.address}/listings` })
  return (res.json().data as unknown[]).length
}

describe('listings that link unsafe domains', () => {
  it('refuses a description linking a blocked domain or a subdomain of it, naming it', async () => {
    const before = await listingCount()
    for (const description of [
      'Mint your pass at https://claim-airdrop.example/mint before it ends',
      'Details on www.claim-airdrop.example.',
    ]) {
      const res = await seller.call('POST', '/api/marketplace/listings', {
        ...listingInput,
        description,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: 'LINK_UNSAFE' })
      expect(res.json().error).toMatch(/claim-airdrop\.example, a known phishing/)
    }
    expect(await listingCount()).toBe(before)
  })

  it('refuses a look-alike of a crypto site in the title, in Spanish when asked', async () => {
    const res = await seller.call(
      'POST',
      '/api/marketplace/listings',
      { ...listingInput, title: 'Whitelist spot — see metаmask.io/claim' },
      { 'accept-language': 'es' },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('LINK_UNSAFE')
    expect(res.json().error).toBe(
      'Esto enlaza xn--metmask-4fg.io, que imita a metamask.io: quita el enlace',
    )
  })

  it('refuses an edit that adds one, and keeps the listing as it was', async () => {
    const created = await seller.call('POST', '/api/marketplace/listings', {
      ...listingInput,
      description: 'See the maker’s notes at https://opensea.io/collection/bowls',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id as string
    const edit = await seller.call('PATCH', `/api/marketplace/listings/${id}`, {
      description: 'Pay at https://un1swap.org/pay instead',
    })
    expect(edit.statusCode).toBe(400)
    expect(edit.json().error).toContain('un1swap.org, which imitates uniswap.org')
    const after = await app.inject({ method: 'GET', url: `/api/marketplace/listings/${id}` })
    expect(after.json().data.description).toBe(
      'See the maker’s notes at https://opensea.io/collection/bowls',
    )
  })

  it('publishes the list, and reads the file again when it changes', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/link-safety/blocklist' })
    expect(list.statusCode).toBe(200)
    expect(list.json().data.domains).toEqual(['claim-airdrop.example'])
    expect(list.headers['cache-control']).toMatch(/^public, max-age=300/)

    const newcomer = { ...listingInput, description: 'Bonus at drainer.example' }
    expect((await seller.call('POST', '/api/marketplace/listings', newcomer)).statusCode).toBe(201)
    await writeFile(blocklistPath, 'claim-airdrop.example\ndrainer.example\n')
    await app.ctx.linkBlocklist.reloadIfChanged()
    const refused = await seller.call('POST', '/api/marketplace/listings', newcomer)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('LINK_UNSAFE')
  })
})
