import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let hidden: SignedInUser
let stranger: SignedInUser
let admin: Record<string, string>
let communityId: string
let postId: string

beforeAll(async () => {
  app = await createTestApp(adminEnv)
  hidden = await signedInUser(app)
  stranger = await signedInUser(app)
  admin = bearer(await adminToken(app))
  await hidden.call('PUT', `/api/users/${hidden.address}`, { bio: 'I keep to myself' })
  communityId = (await createCommunity(stranger)).id
  await hidden.call('POST', `/api/communities/${communityId}/join`)
  postId = (await createPost(hidden, { communityId })).id
  await hidden.call('POST', `/api/posts/${postId}/comments`, { content: 'me again' })
  const set = await hidden.call('PUT', '/api/auth/privacy', {
    privacySettings: { profileVisibility: 'private', showWalletAddress: false },
  })
  expect(set.statusCode, set.body).toBe(200)
})
afterAll(() => app.close())

type Who = 'anonymous' | 'stranger' | 'owner' | 'admin'
const headersOf = (who: Who) =>
  ({ anonymous: {}, stranger: stranger.headers, owner: hidden.headers, admin })[who]
const get = (who: Who, url: string) => app.inject({ method: 'GET', url, headers: headersOf(who) })

/** Every author object of `hidden` that `who` is shown, across the read paths. */
async function authorsSeenBy(who: Who) {
  const feed = (await get(who, '/api/feed')).json().data
  const community = (await get(who, `/api/feed?scope=community&communityId=${communityId}`)).json()
    .data
  const post = (await get(who, `/api/posts/${postId}`)).json().data
  const comments = (await get(who, `/api/posts/${postId}/comments`)).json().data
  const members = (await get(who, `/api/communities/${communityId}/members`)).json().data
  const authors = [
    ...feed.map((p: { author: unknown }) => p.author),
    ...community.map((p: { author: unknown }) => p.author),
    post.author,
    ...comments.map((c: { author: unknown }) => c.author),
    ...members.map((m: { user: unknown }) => m.user),
  ].filter((author: { id: string }) => author.id === hidden.id)
  expect(authors.length).toBe(5)
  return authors as { address: string | null }[]
}

describe('privacy settings are applied on every read path', () => {
  it('hides a private profile’s details, address and counts from others', async () => {
    for (const who of ['anonymous', 'stranger'] as const) {
      const res = await get(who, `/api/users/${hidden.address}`)
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({
        id: hidden.id,
        address: null,
        ens: null,
        bio: null,
        avatar: null,
        counts: null,
      })
    }
  })

  it('shows the owner and admins the whole profile', async () => {
    for (const who of ['owner', 'admin'] as const) {
      const res = await get(who, `/api/users/${hidden.address}`)
      expect(res.json().data).toMatchObject({
        address: hidden.address.toLowerCase(),
        bio: 'I keep to myself',
        counts: { posts: 1 },
      })
    }
  })

  it('hides the address in feed, post, comment and member author objects from others', async () => {
    // the shared feed pages are read first by the owner: nothing of theirs may leak
    await authorsSeenBy('owner')
    for (const who of ['anonymous', 'stranger'] as const)
      for (const author of await authorsSeenBy(who)) expect(author.address).toBeNull()
  })

  it('shows the owner and admins the address everywhere', async () => {
    for (const who of ['owner', 'admin'] as const)
      for (const author of await authorsSeenBy(who))
        expect(author.address).toBe(hidden.address.toLowerCase())
  })

  it('applies a change at once, even to feed pages already shared or cached', async () => {
    await hidden.call('PUT', '/api/auth/privacy', {
      privacySettings: { profileVisibility: 'public', showWalletAddress: true },
    })
    for (const author of await authorsSeenBy('anonymous'))
      expect(author.address).toBe(hidden.address.toLowerCase())
    await hidden.call('PUT', '/api/auth/privacy', { privacySettings: { showWalletAddress: false } })
    for (const author of await authorsSeenBy('anonymous')) expect(author.address).toBeNull()
  })

  it('shows a members-only profile to people signed in, not to anonymous readers', async () => {
    await hidden.call('PUT', '/api/auth/privacy', {
      privacySettings: { profileVisibility: 'members', showWalletAddress: true },
    })
    const anonymous = (await get('anonymous', `/api/users/${hidden.address}`)).json().data
    const member = (await get('stranger', `/api/users/${hidden.address}`)).json().data
    expect(anonymous).toMatchObject({ address: null, bio: null, counts: null })
    expect(member).toMatchObject({
      address: hidden.address.toLowerCase(),
      bio: 'I keep to myself',
      counts: { posts: 1 },
    })
  })
})
