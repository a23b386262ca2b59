import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPageServer } from '../linkPreviewSite.ts'
import { listingInput } from '../marketplace/market.ts'
import { createPost, type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

// A listing whose text links a phishing or wallet-drainer domain (LINK_BLOCKLIST_PATH's file)
// or a look-alike of a well-known crypto site is refused, naming the domain; nothing is written.

let app: TestApp
let seller: SignedInUser
let listDir: string
let blocklistPath: string

beforeAll(async () => {
  listDir = await mkdtemp(path.join(os.tmpdir(), 'agora-blocklist-'))
  blocklistPath = path.join(listDir, 'blocklist.txt')
  // 127.0.0.1 stands for a drainer site here: the previews test below serves one there
  await writeFile(blocklistPath, '# tests\nclaim-airdrop.example\n127.0.0.1\n')
  app = await createTestApp({
    RPC_URL_31337: 'http://127.0.0.1:9',
    LINK_BLOCKLIST_PATH: blocklistPath,
    LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1, localhost',
  })
  seller = await signedInUser(app)
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
    expect(list.json().data.domains).toEqual(['claim-airdrop.example', '127.0.0.1'])
    expect(list.headers['cache-control']).toMatch(/^public, max-age=300/)

    const newcomer = { ...listingInput, description: 'Bonus at drainer.example' }
    expect((await seller.call('POST', '/api/marketplace/listings', newcomer)).statusCode).toBe(201)
    await writeFile(blocklistPath, 'claim-airdrop.example\n127.0.0.1\ndrainer.example\n')
    await app.ctx.linkBlocklist.reloadIfChanged()
    const refused = await seller.call('POST', '/api/marketplace/listings', newcomer)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('LINK_UNSAFE')
  })
})

describe('posts that link unsafe domains', () => {
  it('get no link preview: the server never reads a flagged page', async () => {
    const site = await startPageServer()
    try {
      const port = new URL(site.origin).port
      const flagged = await createPost(seller, { content: `Claim: ${site.origin}/flagged` })
      // the same site by another name, not on the list: its preview shows the reads are done
      const clean = await createPost(seller, { content: `News: http://localhost:${port}/clean` })
      const deadline = Date.now() + 8_000
      const previewOf = async (id: string) =>
        (await app.inject({ method: 'GET', url: `/api/posts/${id}` })).json().data.linkPreview
      while ((await previewOf(clean.id)) === null && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await previewOf(clean.id)).toMatchObject({ title: 'Page /clean' })
      expect(await previewOf(flagged.id)).toBeNull()
      expect(site.hitsOf('/flagged')).toBe(0)
    } finally {
      await site.close()
    }
  })
})
