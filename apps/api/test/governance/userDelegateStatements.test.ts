import type { UserDelegateStatement } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { delegate } from './delegation.ts'
import { communityWith, users } from './governance.ts'

const clock = testClock(new Date('2032-04-01T08:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

const statementsUrl = (user: string) => `/api/users/${user}/delegate-statements`

describe('GET /api/users/{address}/delegate-statements', () => {
  it('lists a person’s statements in the communities they are still in, with their delegators', async () => {
    const [admin, dana, alice, bob] = await users(app, 4)
    const orchard = await communityWith(admin, [dana, alice, bob])
    const bees = await communityWith(admin, [dana])
    const left = await communityWith(admin, [dana])
    const silent = await communityWith(admin, [dana])
    const write = async (communityId: string, statement: string) => {
      const res = await dana.call('PUT', `/api/communities/${communityId}/delegates/me`, {
        statement,
      })
      expect(res.statusCode).toBe(200)
    }
    await write(orchard.id, 'I read **every** proposal.')
    await write(bees.id, 'Bees first.')
    await write(left.id, 'I will be gone.')
    await write(silent.id, '')
    expect((await dana.call('POST', `/api/communities/${left.id}/leave`)).statusCode).toBe(200)
    await delegate(alice, clock, orchard.id, dana)
    await delegate(bob, clock, orchard.id, dana)
    // Bob leaves: his delegation no longer counts
    expect((await bob.call('POST', `/api/communities/${orchard.id}/leave`)).statusCode).toBe(200)

    const res = await app.inject({ method: 'GET', url: statementsUrl(dana.address) })
    expect(res.statusCode).toBe(200)
    const statements = res.json().data as UserDelegateStatement[]
    const expected = [
      { community: orchard, statement: 'I read **every** proposal.', delegators: 1 },
      { community: bees, statement: 'Bees first.', delegators: 0 },
    ].sort((a, b) => a.community.name.localeCompare(b.community.name))
    expect(
      statements.map(({ community, statement, delegators }) => ({
        community,
        statement,
        delegators,
      })),
    ).toEqual(
      expected.map(({ community, ...rest }) => ({
        community: { id: community.id, slug: community.slug, name: community.name },
        ...rest,
      })),
    )
    expect(statements[0]?.updatedAt).toBe(clock.now().toISOString())
  })

  it('keeps a private person’s statements to themselves, and is 404 for no one', async () => {
    const [admin, shy] = await users(app, 2)
    const dao = await communityWith(admin, [shy])
    await shy.call('PUT', `/api/communities/${dao.id}/delegates/me`, { statement: 'Quietly.' })
    const hidden = await shy.call('PUT', '/api/auth/privacy', {
      privacySettings: { showActivity: false },
    })
    expect(hidden.statusCode).toBe(200)
    const other = await admin.call('GET', statementsUrl(shy.address))
    expect(other.statusCode).toBe(403)
    expect(other.json().code).toBe('ACTIVITY_PRIVATE')
    const own = await shy.call('GET', statementsUrl(shy.id))
    expect(own.json().data.map((s: UserDelegateStatement) => s.statement)).toEqual(['Quietly.'])

    const nobody = await app.inject({
      method: 'GET',
      url: statementsUrl('0x000000000000000000000000000000000000dEaD'),
    })
    expect(nobody.statusCode).toBe(404)
  })
})
