import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let alice: SignedInUser
let bob: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  alice = await signedInUser(app)
  bob = await signedInUser(app)
})
afterAll(() => app.close())

// a real 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

function upload(user: SignedInUser, body: Buffer, contentType = 'image/png') {
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...user.headers, 'content-type': contentType },
    payload: body,
  })
}

describe('profiles and follows', () => {
  it('shows a profile with counts', async () => {
    await createPost(alice)
    const res = await app.inject({ method: 'GET', url: `/api/users/${alice.address}` })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      id: alice.id,
      address: alice.address.toLowerCase(),
      counts: { followers: 0, following: 0, posts: 1 },
      viewerFollows: false,
    })
  })

  it('shows the same profile by user id, as the inbox names people', async () => {
    const byId = await app.inject({ method: 'GET', url: `/api/users/${alice.id}` })
    expect(byId.statusCode).toBe(200)
    const byAddress = await app.inject({ method: 'GET', url: `/api/users/${alice.address}` })
    expect(byId.json().data).toEqual(byAddress.json().data)
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('shows the same profile by @handle, as a mention names people', async () => {
    const byAddress = await app.inject({ method: 'GET', url: `/api/users/${alice.address}` })
    const { handle } = byAddress.json().data
    for (const name of [handle, `@${handle}`, handle.toUpperCase()]) {
      const byHandle = await app.inject({
        method: 'GET',
        url: `/api/users/${encodeURIComponent(name)}`,
      })
      expect(byHandle.statusCode).toBe(200)
      expect(byHandle.json().data).toEqual(byAddress.json().data)
    }
  })

  it('follows and unfollows; repeating changes nothing', async () => {
    await bob.call('POST', `/api/users/${alice.address}/follow`)
    const again = await bob.call('POST', `/api/users/${alice.address}/follow`)
    expect(again.json().data).toMatchObject({ counts: { followers: 1 }, viewerFollows: true })
    const off = await bob.call('DELETE', `/api/users/${alice.address}/follow`)
    expect(off.json().data).toMatchObject({ counts: { followers: 0 }, viewerFollows: false })
  })

  it('refuses following yourself', async () => {
    const res = await alice.call('POST', `/api/users/${alice.address}/follow`)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('CANNOT_FOLLOW_SELF')
  })

  it('lets people edit only their own profile', async () => {
    const own = await alice.call('PUT', `/api/users/${alice.address}`, {
      bio: 'Ceramics on-chain',
      ens: 'alice.eth',
    })
    expect(own.json().data).toMatchObject({ bio: 'Ceramics on-chain', ens: 'alice.eth' })
    const other = await bob.call('PUT', `/api/users/${alice.address}`, { bio: 'pwned' })
    expect(other.statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${alice.address}` })).json().data.bio,
    ).toBe('Ceramics on-chain')
  })

  it('answers an unknown or malformed address', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/0x${'1'.repeat(40)}` })).statusCode,
    ).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/users/0x12-34' })).statusCode).toBe(400)
    const nobody = await app.inject({ method: 'GET', url: '/api/users/nobody_has_this' })
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().code).toBe('USER_NOT_FOUND')
  })
})

describe('media', () => {
  it('stores an image and serves it with its type and nosniff', async () => {
    const res = await upload(alice, PNG)
    expect(res.statusCode).toBe(201)
    const { url, contentType } = res.json().data
    expect(contentType).toBe('image/png')
    const served = await app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(PNG)).toBe(true)
  })

  it('judges by the bytes: HTML sent as image/png is refused with 415', async () => {
    const res = await upload(alice, Buffer.from('<html><script>alert(1)</script></html>'))
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe('MEDIA_TYPE_UNSUPPORTED')
  })

  it('refuses images over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const res = await upload(alice, big)
    expect(res.statusCode).toBe(413)
  })

  it('needs a session to upload', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    })
    expect(res.statusCode).toBe(401)
  })

  it('attaches own images to a post, and refuses someone else’s', async () => {
    const mine = (await upload(alice, PNG)).json().data
    const post = await createPost(alice, { media: [mine.id] })
    expect(post).toMatchObject({
      media: [{ id: mine.id, url: mine.url, contentType: 'image/png' }],
    })
    const stolen = await bob.call('POST', '/api/posts', { content: 'look', media: [mine.id] })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().code).toBe('MEDIA_INVALID')
  })
})
