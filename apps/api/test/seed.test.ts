import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema/users.ts'
import { seedDemoContent } from '../src/seed/seedDemoContent.ts'
import { ADMIN, adminEnv, adminToken } from './admin/adminAccess.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function countUsers(test: TestApp) {
  const [row] = await test.ctx.db.select({ count: sql<number>`count(*)::int` }).from(users)
  return row?.count
}

describe('demo content', () => {
  it('is left out when SEED_DEMO=false', async () => {
    app = await createTestApp({ SEED_DEMO: 'false' })
    expect(await countUsers(app)).toBe(0)
  })

  it('is seeded once, on an empty database', async () => {
    app = await createTestApp({ SEED_DEMO: 'true' })
    const seeded = await countUsers(app)
    expect(seeded).toBeGreaterThan(0)
    await seedDemoContent(app.ctx)
    expect(await countUsers(app)).toBe(seeded)
  })

  it('gives a newcomer communities and a feed with consistent counts', async () => {
    app = await createTestApp({ SEED_DEMO: 'true' })
    const communities = (await app.inject({ method: 'GET', url: '/api/communities' })).json().data
    expect(communities.length).toBeGreaterThanOrEqual(3)
    for (const community of communities) expect(community.memberCount).toBe(3)
    const feed = (await app.inject({ method: 'GET', url: '/api/feed' })).json().data
    expect(feed.length).toBeGreaterThanOrEqual(6)
    const withComments = feed.find((post: { commentCount: number }) => post.commentCount > 0)
    const thread = await app.inject({
      method: 'GET',
      url: `/api/posts/${withComments.id}/comments`,
    })
    expect(thread.json().data).toHaveLength(withComments.commentCount)
  })

  it('lists demo items that search finds, one certified by its seller’s signature', async () => {
    app = await createTestApp({ SEED_DEMO: 'true' })
    const res = await app.inject({
      method: 'GET',
      url: '/api/marketplace/listings?q=stoneware bowl',
    })
    const [bowl] = res.json().data
    expect(bowl).toMatchObject({
      title: 'Ash-glazed stoneware bowl',
      trustBadges: ['onChainCertified'],
    })
  })

  it('is seeded on a fresh database whose super admin ADMIN_EMAIL made first', async () => {
    app = await createTestApp({ SEED_DEMO: 'true', ...adminEnv })
    const feed = (await app.inject({ method: 'GET', url: '/api/feed' })).json().data
    expect(feed.length).toBeGreaterThanOrEqual(6)
    const communities = (await app.inject({ method: 'GET', url: '/api/communities' })).json().data
    expect(communities.length).toBeGreaterThanOrEqual(3)
    // and the admin signs in as before
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${await adminToken(app)}` },
    })
    expect(me.json().user).toMatchObject({ email: ADMIN.email, role: 'super_admin' })
  })

  it('never touches a database that already has people', async () => {
    app = await createTestApp({ SEED_DEMO: 'false' })
    await app.ctx.db.insert(users).values({ handle: 'someone_real', address: '0x'.padEnd(42, 'a') })
    await seedDemoContent(app.ctx)
    expect(await countUsers(app)).toBe(1)
  })

  it('never touches a database that has people besides its super admin', async () => {
    app = await createTestApp({ SEED_DEMO: 'false', ...adminEnv })
    await app.ctx.db.insert(users).values({ handle: 'someone_real', address: '0x'.padEnd(42, 'b') })
    await seedDemoContent(app.ctx)
    expect(await countUsers(app)).toBe(2)
  })
})
