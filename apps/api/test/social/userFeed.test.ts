import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let author: SignedInUser
let other: SignedInUser
let handle: string

beforeAll(async () => {
  app = await createTestApp()
  author = await signedInUser(app)
  other = await signedInUser(app)
  handle = (await app.inject({ method: 'GET', url: `/api/users/${author.address}` })).json().data
    .handle
})
afterAll(() => app.close())

// a real 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const feed = (query: string, user?: SignedInUser) =>
  app.inject({ method: 'GET', url: `/api/feed?${query}`, headers: user?.headers ?? {} })

const feedIds = async (query: string, user?: SignedInUser) => {
  const res = await feed(query, user)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.map((post: { id: string }) => post.id) as string[]
}

describe('GET /api/feed?author= (a person page)', () => {
  it('lists only their posts, inside communities too, newest first, by @handle, address or id', async () => {
    const community = await createCommunity(other)
    await other.call('POST', `/api/communities/${community.id}/join`)
    await author.call('POST', `/api/communities/${community.id}/join`)
    const first = await createPost(author, { content: 'my first post' })
    await createPost(other, { content: 'not theirs' })
    const inCommunity = await createPost(author, {
      content: 'said in a community',
      communityId: community.id,
    })
    for (const name of [handle, `@${handle}`, author.address, author.id]) {
      expect(await feedIds(`author=${encodeURIComponent(name)}`)).toEqual([
        inCommunity.id,
        first.id,
      ])
    }
  })

  it('with media=true, only their posts with pictures', async () => {
    const upload = await app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...author.headers, 'content-type': 'image/png' },
      payload: PNG,
    })
    const picture = await createPost(author, { content: 'a view', media: [upload.json().data.id] })
    const ids = await feedIds(`author=${handle}&media=true`)
    expect(ids).toEqual([picture.id])
    expect((await feedIds(`author=${handle}&media=false`)).length).toBeGreaterThan(1)
  })

  it('is 404 USER_NOT_FOUND for nobody, and 400 for a filter that is not true or false', async () => {
    const nobody = await feed('author=nobody_here_at_all')
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().code).toBe('USER_NOT_FOUND')
    const bad = await feed(`author=${handle}&media=pictures`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('VALIDATION_FAILED')
  })

  it('GET /api/communities?person= lists the communities they belong to, most members first', async () => {
    const joiner = await signedInUser(app)
    // `elsewhere` is the author's, which the joiner stays out of
    const [small, big, elsewhere] = [
      await createCommunity(author),
      await createCommunity(other),
      await createCommunity(author),
    ]
    await joiner.call('POST', `/api/communities/${small.id}/join`)
    await joiner.call('POST', `/api/communities/${big.id}/join`)
    // three members against two: it comes first
    await author.call('POST', `/api/communities/${big.id}/join`)
    const res = await app.inject({ method: 'GET', url: `/api/communities?person=${joiner.id}` })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((community: { id: string }) => community.id)).toEqual([
      big.id,
      small.id,
    ])
    expect(elsewhere.id).not.toBe(small.id)
  })

  it('is 403 ACTIVITY_PRIVATE to others when the person hides their activity; they still see theirs', async () => {
    const shy = await signedInUser(app)
    const post = await createPost(shy, { content: 'quietly' })
    const set = await shy.call('PUT', '/api/auth/privacy', {
      privacySettings: { showActivity: false },
    })
    expect(set.statusCode, set.body).toBe(200)
    for (const reader of [undefined, other]) {
      const res = await feed(`author=${shy.id}`, reader)
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('ACTIVITY_PRIVATE')
    }
    expect(await feedIds(`author=${shy.id}`, shy)).toEqual([post.id])
    // nor community by community
    const joined = await app.inject({ method: 'GET', url: `/api/communities?person=${shy.id}` })
    expect(joined.statusCode).toBe(403)
    expect(joined.json().code).toBe('ACTIVITY_PRIVATE')
    // the post itself stays in the feed it was shared to
    expect(await feedIds('limit=50')).toContain(post.id)
  })
})
