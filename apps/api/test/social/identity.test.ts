import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let alice: SignedInUser
let bob: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  alice = await signedInUser(app)
  bob = await signedInUser(app)
})
afterAll(() => app.close())

const unique = (stem: string) => `${stem}_${crypto.randomUUID().slice(0, 8)}`

describe('choosing a handle and a display name', () => {
  it('starts a wallet account with the generated handle and no display name', async () => {
    const me = await alice.call('GET', '/api/auth/me')
    expect(me.json().user).toMatchObject({
      handle: `user_${alice.address.toLowerCase().slice(0, 6)}`,
      displayName: null,
      avatar: null,
    })
  })

  it('changes the handle and the display name, trimmed, and /me shows them', async () => {
    const handle = unique('alice')
    const res = await alice.call('PUT', `/api/users/${alice.address}`, {
      handle,
      displayName: '  Alice Ceramics  ',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ handle, displayName: 'Alice Ceramics' })
    const me = await alice.call('GET', '/api/auth/me')
    expect(me.json().user).toMatchObject({ handle, displayName: 'Alice Ceramics' })
  })

  it('applies the registration rule to the handle', async () => {
    for (const handle of ['Alice', 'ab', 'has space', 'a'.repeat(31), 'ünï']) {
      const res = await alice.call('PUT', `/api/users/${alice.address}`, { handle })
      expect(res.statusCode, handle).toBe(400)
      expect(res.json().code, handle).toBe('VALIDATION_FAILED')
    }
  })

  it('refuses a handle someone else holds with 409 HANDLE_TAKEN, and keeps both as they were', async () => {
    const bobsHandle = unique('bob')
    await bob.call('PUT', `/api/users/${bob.address}`, { handle: bobsHandle })
    const before = (await alice.call('GET', '/api/auth/me')).json().user.handle
    const res = await alice.call('PUT', `/api/users/${alice.address}`, { handle: bobsHandle })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ success: false, code: 'HANDLE_TAKEN' })
    expect((await alice.call('GET', '/api/auth/me')).json().user.handle).toBe(before)
  })

  it('refuses a handle an e-mail account registered, and the reverse', async () => {
    const registered = unique('mail')
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        handle: registered,
        email: `${registered}@agora.example`,
        password: 'correct horse battery',
      },
    })
    expect(created.statusCode).toBe(201)
    const taken = await alice.call('PUT', `/api/users/${alice.address}`, { handle: registered })
    expect(taken.json().code).toBe('HANDLE_TAKEN')

    const chosen = unique('chosen')
    await alice.call('PUT', `/api/users/${alice.address}`, { handle: chosen })
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        handle: chosen,
        email: `${chosen}@agora.example`,
        password: 'correct horse battery',
      },
    })
    expect(again.json().code).toBe('HANDLE_TAKEN')
  })

  it('keeps your own handle when you send it again', async () => {
    const handle = unique('same')
    await alice.call('PUT', `/api/users/${alice.address}`, { handle })
    const res = await alice.call('PUT', `/api/users/${alice.address}`, { handle, bio: 'again' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ handle, bio: 'again' })
  })

  it('validates the display name: 1 to 50 characters, no text-direction controls', async () => {
    const refused = ['   ', 'x'.repeat(51), 'evil\u202Etxt.exe', 'a\u2066b']
    for (const displayName of refused) {
      const res = await alice.call('PUT', `/api/users/${alice.address}`, { displayName })
      expect(res.statusCode, JSON.stringify(displayName)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    const longest = await alice.call('PUT', `/api/users/${alice.address}`, {
      displayName: 'é'.repeat(50),
    })
    expect(longest.statusCode).toBe(200)
    const cleared = await alice.call('PUT', `/api/users/${alice.address}`, { displayName: null })
    expect(cleared.json().data.displayName).toBeNull()
  })

  it('lets nobody else change your handle or name', async () => {
    const before = (await app.inject({ method: 'GET', url: `/api/users/${alice.address}` })).json()
      .data
    const res = await bob.call('PUT', `/api/users/${alice.address}`, {
      handle: unique('hijack'),
      displayName: 'Not Alice',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('PROFILE_EDIT_OWN_ONLY')
    const byId = await bob.call('PUT', `/api/users/${alice.id}`, { displayName: 'Not Alice' })
    expect(byId.statusCode).toBe(403)
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/users/${alice.address}`,
      payload: { displayName: 'Not Alice' },
    })
    expect(anonymous.statusCode).toBe(401)
    const after = (await app.inject({ method: 'GET', url: `/api/users/${alice.address}` })).json()
      .data
    expect(after).toMatchObject({ handle: before.handle, displayName: before.displayName })
  })

  it('lets an e-mail account without a wallet edit itself by user id', async () => {
    const handle = unique('mailer')
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { handle, email: `${handle}@agora.example`, password: 'correct horse battery' },
    })
    const headers = bearer(created.json().token)
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers })
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${me.json().user.id}`,
      headers,
      payload: { displayName: 'Mail Person', handle: `${handle}_2` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ displayName: 'Mail Person', handle: `${handle}_2` })
  })
})

describe('authors carry the chosen name at once', () => {
  it('shows the new handle, name and avatar on posts, the feed, comments and members', async () => {
    const carol = await signedInUser(app)
    const community = await createCommunity(carol)
    const post = await createPost(carol, { content: 'before the rename' })
    await carol.call('POST', `/api/posts/${post.id}/comments`, { content: 'a comment' })
    // read the feed once so a cached page exists to be replaced
    const feedBefore = await app.inject({ method: 'GET', url: '/api/feed' })
    expect(feedBefore.json().data[0].author.displayName).toBeNull()

    const handle = unique('carol')
    const avatar = '/api/media/00000000-0000-4000-8000-000000000000'
    const changed = await carol.call('PUT', `/api/users/${carol.address}`, {
      handle,
      displayName: 'Carol',
      avatar,
    })
    expect(changed.statusCode).toBe(200)
    const expected = { id: carol.id, handle, displayName: 'Carol', avatar }

    const feed = await app.inject({ method: 'GET', url: '/api/feed' })
    expect(feed.json().data.find((p: { id: string }) => p.id === post.id).author).toMatchObject(
      expected,
    )
    const single = await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })
    expect(single.json().data.author).toMatchObject(expected)
    const comments = await app.inject({ method: 'GET', url: `/api/posts/${post.id}/comments` })
    expect(comments.json().data[0].author).toMatchObject(expected)
    const members = await app.inject({
      method: 'GET',
      url: `/api/communities/${community.id}/members`,
    })
    expect(members.json().data[0].user).toMatchObject(expected)
  })
})
