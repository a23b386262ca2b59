import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema/accounts.ts'
import { seedDemoContent } from '../src/seed/seedDemoContent.ts'
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

  it('never touches a database that already has people', async () => {
    app = await createTestApp({ SEED_DEMO: 'false' })
    await app.ctx.db.insert(users).values({ handle: 'someone_real', address: '0x'.padEnd(42, 'a') })
    await seedDemoContent(app.ctx)
    expect(await countUsers(app)).toBe(1)
  })
})
