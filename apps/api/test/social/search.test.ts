import type { Author } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts } from '../../src/db/schema/social.ts'
import { RANKED_MATCHES } from '../../src/features/search/posts.ts'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let reader: SignedInUser

beforeAll(async () => {
  app = await createTestApp(adminEnv)
  reader = await signedInUser(app)
})
afterAll(() => app.close())

const search = (query: string, user: SignedInUser | null = reader) =>
  app.inject({ method: 'GET', url: `/api/search?${query}`, headers: user?.headers ?? {} })

const found = async (query: string, user: SignedInUser | null = reader) => {
  const res = await search(query, user)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Array<{ id: string }>
}

/** A signed-in person with the handle and display name given. */
async function userCalled(handle: string, displayName: string | null = null) {
  const user = await signedInUser(app)
  const res = await user.call('PUT', `/api/users/${user.address}`, { handle, displayName })
  expect(res.statusCode, res.body).toBe(200)
  return user
}

const unique = () => Math.random().toString(36).slice(2, 8)

describe('GET /api/search?type=people', () => {
  it('finds people by the start of their @handle or display name, a page at a time', async () => {
    const stem = `ro${unique()}`
    const rosa = await userCalled(`${stem}_rosa`, 'Rosa Luxe')
    const rob = await userCalled(`${stem}_rob`)
    await userCalled(`x${stem}`)
    expect((await found(`type=people&q=${stem}`)).map((p) => p.id)).toEqual([rob.id, rosa.id])
    expect((await found(`type=people&q=@${stem}_ros`)).map((p) => p.id)).toEqual([rosa.id])
    expect(
      (await found(`type=people&q=${encodeURIComponent('Rosa L')}`)).map((p) => p.id),
    ).toContain(rosa.id)
    // an underscore is a letter here, not a wildcard
    expect(await found(`type=people&q=${stem}_x`)).toEqual([])
    const shape = (await found(`type=people&q=${stem}_rosa`))[0] as Author
    expect(shape).toEqual({
      id: rosa.id,
      handle: `${stem}_rosa`,
      displayName: 'Rosa Luxe',
      address: rosa.address.toLowerCase(),
      ens: null,
      avatar: null,
    })
  })

  it('finds someone by wallet address only where they show it, and never a suspended person', async () => {
    const open = await signedInUser(app)
    const hidden = await signedInUser(app)
    await hidden.call('PUT', '/api/auth/privacy', { privacySettings: { showWalletAddress: false } })
    const prefix = (user: SignedInUser) => user.address.slice(0, 12).toLowerCase()
    expect((await found(`type=people&q=${prefix(open)}`)).map((p) => p.id)).toContain(open.id)
    expect((await found(`type=people&q=${prefix(hidden)}`)).map((p) => p.id)).not.toContain(
      hidden.id,
    )
    // they find themselves
    expect((await found(`type=people&q=${prefix(hidden)}`, hidden)).map((p) => p.id)).toContain(
      hidden.id,
    )

    const stem = `su${unique()}`
    const banned = await userCalled(`${stem}_banned`)
    const admin = await adminToken(app)
    const suspended = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${banned.id}`,
      headers: bearer(admin),
      payload: { isSuspended: true },
    })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(await found(`type=people&q=${stem}`)).toEqual([])
  })
})

describe('GET /api/search?type=posts and tags', () => {
  it('finds posts by their words, most relevant first, at once after posting, a page at a time', async () => {
    const author = await signedInUser(app)
    const word = `kw${unique()}`
    const once = await createPost(author, { content: `A quiet ${word} by the river` })
    const twice = await createPost(author, { content: `${word} and more ${word}, all day` })
    await createPost(author, { content: 'nothing to see here' })
    const ids = (await found(`type=posts&q=${word}`)).map((p) => p.id)
    expect(ids).toEqual([twice.id, once.id])
    // the post's shape is the feed's
    const [first] = await found(`type=posts&q=${word}`)
    expect(first).toMatchObject({ id: twice.id, author: { id: author.id }, viewerReactions: [] })

    for (let i = 0; i < 22; i++) await createPost(author, { content: `${word} note ${i}` })
    const page1 = (await search(`type=posts&q=${word}`)).json()
    expect(page1.data).toHaveLength(20)
    const page2 = (
      await search(`type=posts&q=${word}&cursor=${encodeURIComponent(page1.nextCursor)}`)
    ).json()
    expect(page2.data).toHaveLength(4)
    expect(page2.nextCursor).toBeNull()
    const all = [...page1.data, ...page2.data].map((p: { id: string }) => p.id)
    expect(new Set(all).size).toBe(24)
    // a cursor the API did not give out is a 400, never a database error
    const forged = Buffer.from(JSON.stringify({ at: 'not json', id: twice.id })).toString(
      'base64url',
    )
    const refused = await search(`type=posts&q=${word}&cursor=${forged}`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('VALIDATION_FAILED')
    // nor one whose row id is not a row id, on any list
    const notAnId = Buffer.from(
      JSON.stringify({ at: new Date().toISOString(), id: 'not-a-uuid' }),
    ).toString('base64url')
    for (const url of [
      `/api/search?type=people&q=a&cursor=${notAnId}`,
      `/api/feed?cursor=${notAnId}`,
      `/api/communities?cursor=${notAnId}`,
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
    }
  })

  it('ranks the newest matches of a word: an older one is found by words it shares with fewer', async () => {
    const author = await signedInUser(app)
    const [common, rare] = [`kw${unique()}`, `kw${unique()}`]
    const oldest = await createPost(author, { content: `${common} ${common} ${common} ${rare}` })
    // written straight to the table, each a second newer than the one before
    await app.ctx.db.insert(posts).values(
      Array.from({ length: RANKED_MATCHES }, (_, i) => ({
        authorId: author.id,
        content: `${common} number ${i}`,
        createdAt: new Date(Date.now() + (i + 1) * 1000),
      })),
    )
    const byCommon = (await found(`type=posts&q=${common}`)).map((p) => p.id)
    expect(byCommon).toHaveLength(20)
    // the most relevant of all, but past the newest RANKED_MATCHES
    expect(byCommon).not.toContain(oldest.id)
    expect((await found(`type=posts&q=${common}%20${rare}`)).map((p) => p.id)).toEqual([oldest.id])
  })

  it('finds an edited post by its new words only, and a deleted one no more', async () => {
    const author = await signedInUser(app)
    const [before, after] = [`kw${unique()}`, `kw${unique()}`]
    const post = await createPost(author, { content: `first draft ${before}` })
    expect((await found(`type=posts&q=${before}`)).map((p) => p.id)).toEqual([post.id])
    const edited = await author.call('PATCH', `/api/posts/${post.id}`, { content: `now ${after}` })
    expect(edited.statusCode).toBe(200)
    expect(await found(`type=posts&q=${before}`)).toEqual([])
    expect((await found(`type=posts&q=${after}`)).map((p) => p.id)).toEqual([post.id])
    expect((await author.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200)
    expect(await found(`type=posts&q=${after}`)).toEqual([])
  })

  it("never shows a post the moderators removed, nor a suspended person's", async () => {
    const owner = await signedInUser(app)
    const dao = await createCommunity(owner)
    const word = `rm${unique()}`
    const removed = await createPost(owner, { communityId: dao.id, content: `${word} spam` })
    const hidden = await owner.call('POST', '/api/moderation/actions', {
      action: 'hide',
      targetKind: 'post',
      targetId: removed.id,
    })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(await found(`type=posts&q=${word}`)).toEqual([])

    const banned = await signedInUser(app)
    await createPost(banned, { content: `${word} from someone suspended` })
    const admin = await adminToken(app)
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${banned.id}`,
      headers: bearer(admin),
      payload: { isSuspended: true },
    })
    expect(await found(`type=posts&q=${word}`)).toEqual([])
  })

  it('names a #tag with how many posts carry it, matched whole', async () => {
    const author = await signedInUser(app)
    const tag = `t${unique()}`
    await createPost(author, { content: `Morning #${tag}` })
    await createPost(author, { content: `Evening #${tag} again` })
    await createPost(author, { content: `Longer #${tag}s is another tag` })
    expect(await found(`type=tags&q=${encodeURIComponent(`#${tag}`)}`)).toEqual([
      { tag, postCount: 2 },
    ])
    expect(await found(`type=tags&q=${tag.slice(0, -1)}`)).toEqual([])
  })
})

describe('GET /api/search for communities and listings', () => {
  it('finds a community by its name and a listing by its words, signed out too', async () => {
    const owner = await signedInUser(app)
    const word = `zq${unique()}`
    const community = await createCommunity(owner, `Guild of ${word}`)
    expect((await found(`type=communities&q=${word}`, null)).map((c) => c.id)).toEqual([
      community.id,
    ])
    expect(await found(`type=listings&q=${word}`, null)).toEqual([])
  })

  it('refuses an empty query or an unknown type with 400 VALIDATION_FAILED', async () => {
    for (const query of ['type=people&q=', 'type=people&q=%20%20', 'type=planets&q=x', 'q=x']) {
      const res = await search(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
  })
})
