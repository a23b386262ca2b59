import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let founder: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
})
// a founder per test: each person may create only 5 communities a minute
beforeEach(async () => {
  founder = await signedInUser(app)
})
afterAll(() => app.close())

const community = async (id: string, user?: SignedInUser) =>
  (user
    ? await user.call('GET', `/api/communities/${id}`)
    : await app.inject({ method: 'GET', url: `/api/communities/${id}` })
  ).json().data

describe('communities', () => {
  it('creates one with a slug; its creator is its admin', async () => {
    const res = await founder.call('POST', '/api/communities', {
      name: 'Base Builders Guild',
      description: 'Shipping on Base every week',
      rules: ['Be kind', 'No shilling'],
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({
      slug: 'base-builders-guild',
      name: 'Base Builders Guild',
      rules: ['Be kind', 'No shilling'],
      memberCount: 1,
      viewerRole: 'admin',
    })
    const bySlug = await community('base-builders-guild')
    expect(bySlug).toMatchObject({ name: 'Base Builders Guild', viewerRole: null })
  })

  it('refuses a name taken in any case with 409', async () => {
    await createCommunity(founder, 'Solar Punks')
    const res = await founder.call('POST', '/api/communities', {
      name: 'SOLAR punks',
      description: 'again',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('COMMUNITY_NAME_TAKEN')
  })

  it.each([
    ['a short name', { name: 'ab', description: 'x' }],
    ['a long name', { name: 'x'.repeat(61), description: 'x' }],
    ['no description', { name: 'Valid name' }],
    // a right-to-left override would reverse the text shown after the name
    ['a name with a text-direction override', { name: 'Guild \u202Edliug', description: 'x' }],
  ])('refuses %s with 400', async (_, payload) => {
    const res = await founder.call('POST', '/api/communities', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })

  it('answers an unknown community with 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/communities/no-such-place' })
    expect(res.statusCode).toBe(404)
  })

  it('joins and leaves, keeping the member count', async () => {
    const { id } = await createCommunity(founder)
    const member = await signedInUser(app)
    const joined = await member.call('POST', `/api/communities/${id}/join`)
    expect(joined.json().data).toMatchObject({ memberCount: 2, viewerRole: 'member' })
    expect((await member.call('POST', `/api/communities/${id}/join`)).json().data.memberCount).toBe(
      2,
    )
    const left = await member.call('POST', `/api/communities/${id}/leave`)
    expect(left.json().data).toMatchObject({ memberCount: 1, viewerRole: null })
  })

  it('keeps the member count exact when many join at once', async () => {
    const { id } = await createCommunity(founder)
    const users = await Promise.all(Array.from({ length: 8 }, () => signedInUser(app)))
    await Promise.all(
      users.flatMap((p) => [
        p.call('POST', `/api/communities/${id}/join`),
        p.call('POST', `/api/communities/${id}/join`),
      ]),
    )
    expect((await community(id)).memberCount).toBe(9)
  })

  it('does not let the last admin leave members behind', async () => {
    const { id } = await createCommunity(founder)
    const member = await signedInUser(app)
    await member.call('POST', `/api/communities/${id}/join`)
    const res = await founder.call('POST', `/api/communities/${id}/leave`)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('LAST_ADMIN')
  })

  it('lists members with their roles', async () => {
    const { id } = await createCommunity(founder)
    const member = await signedInUser(app)
    await member.call('POST', `/api/communities/${id}/join`)
    const res = await app.inject({ method: 'GET', url: `/api/communities/${id}/members` })
    expect(
      res.json().data.map((m: { user: { id: string }; role: string }) => [m.user.id, m.role]),
    ).toEqual([
      [founder.id, 'admin'],
      [member.id, 'member'],
    ])
  })

  it('lets admins make moderators, who then pin posts; members cannot', async () => {
    const { id } = await createCommunity(founder)
    const [member, other] = [await signedInUser(app), await signedInUser(app)]
    await member.call('POST', `/api/communities/${id}/join`)
    await other.call('POST', `/api/communities/${id}/join`)
    const post = await createPost(other, { communityId: id })

    expect((await member.call('POST', `/api/posts/${post.id}/pin`)).statusCode).toBe(403)
    expect(
      (
        await other.call('PATCH', `/api/communities/${id}/members/${member.id}`, {
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(403)
    const promoted = await founder.call('PATCH', `/api/communities/${id}/members/${member.id}`, {
      role: 'moderator',
    })
    expect(promoted.statusCode).toBe(200)

    const pinned = await member.call('POST', `/api/posts/${post.id}/pin`)
    expect(pinned.json().data.pinned).toBe(true)
    const feed = await app.inject({
      method: 'GET',
      url: `/api/feed?scope=community&communityId=${id}`,
    })
    expect(feed.json().data[0]).toMatchObject({ id: post.id, pinned: true })

    const unpinned = await member.call('POST', `/api/posts/${post.id}/unpin`)
    expect(unpinned.json().data.pinned).toBe(false)
    await founder.call('PATCH', `/api/communities/${id}/members/${member.id}`, { role: 'member' })
    expect((await member.call('POST', `/api/posts/${post.id}/pin`)).statusCode).toBe(403)
  })

  it('searches by name and lists the viewer’s own', async () => {
    const mine = await createCommunity(founder, `Findable ${crypto.randomUUID().slice(0, 6)}`)
    const found = await app.inject({
      method: 'GET',
      url: `/api/communities?q=${encodeURIComponent(mine.name)}`,
    })
    expect(found.json().data.map((c: { id: string }) => c.id)).toEqual([mine.id])
    const stranger = await signedInUser(app)
    expect((await stranger.call('GET', '/api/communities?member=true')).json().data).toEqual([])
    await stranger.call('POST', `/api/communities/${mine.id}/join`)
    const own = (await stranger.call('GET', '/api/communities?member=true')).json().data
    expect(own.map((c: { id: string; viewerRole: string }) => [c.id, c.viewerRole])).toEqual([
      [mine.id, 'member'],
    ])
  })
})
