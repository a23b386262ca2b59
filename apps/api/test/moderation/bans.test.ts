import type { BannedMember } from '@agora/domain'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { testClock } from '../clock.ts'
import { communityWith, HOUR, users } from '../governance/governance.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'

const clock = testClock(new Date('2031-11-01T09:00:00Z'))
let app: TestApp
let admin: Record<string, string>

beforeAll(async () => {
  app = await createTestApp(adminEnv, { clock })
  admin = bearer(await adminToken(app))
})
afterAll(() => app.close())

const act = (user: SignedInUser, body: Record<string, unknown>) =>
  user.call('POST', '/api/moderation/actions', body)

/** Every page of a community's bans, `limit` at a time, as `headers` may read them. */
async function bansOf(communityId: string, headers: Record<string, string>, limit = 1) {
  const bans: BannedMember[] = []
  let cursor: string | null = null
  do {
    const res = await app.inject({
      method: 'GET',
      url: `/api/communities/${communityId}/bans?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    })
    expect(res.statusCode).toBe(200)
    const page = res.json() as { data: BannedMember[]; nextCursor: string | null }
    bans.push(...page.data)
    cursor = page.nextCursor
  } while (cursor)
  return bans
}

it('lists who is banned now, newest first, with why, until when and by whom, to the community’s moderators only; unbanning takes them off', async () => {
  const [owner, moderator, spammer, troll, shortBan, member, outsider] = await users(app, 7)
  const dao = await communityWith(owner, [moderator, spammer, troll, shortBan, member])
  await owner.call('PATCH', `/api/communities/${dao.id}/members/${moderator.id}`, {
    role: 'moderator',
  })
  const inAnHour = new Date(clock.now().getTime() + HOUR).toISOString()
  const inADay = new Date(clock.now().getTime() + 24 * HOUR).toISOString()
  const ban = (who: SignedInUser, until: string, note: string) =>
    act(moderator, { action: 'ban', communityId: dao.id, userId: who.id, until, note })
  expect((await ban(shortBan, inAnHour, 'cool off')).statusCode).toBe(200)
  expect((await ban(spammer, inADay, 'selling pills')).statusCode).toBe(200)
  expect((await ban(troll, inADay, 'insults')).statusCode).toBe(200)
  // a ban that has ended is no longer on the list
  clock.advance(HOUR)

  const bans = await bansOf(dao.id, moderator.headers)
  expect(bans.map((entry) => entry.person.id)).toEqual([troll.id, spammer.id])
  expect(bans[1]).toEqual({
    person: expect.objectContaining({ id: spammer.id, address: expect.any(String) }),
    reason: 'selling pills',
    until: inADay,
    bannedBy: expect.objectContaining({ id: moderator.id }),
    bannedAt: expect.any(String),
  })
  // by slug too, and to platform admins
  expect(await bansOf(dao.slug, admin, 30)).toEqual(bans)

  // a member, someone else, and nobody signed in may not read it
  for (const [headers, status, code] of [
    [member.headers, 403, 'COMMUNITY_ROLE_REQUIRED'],
    [outsider.headers, 403, 'COMMUNITY_ROLE_REQUIRED'],
    [{}, 401, 'AUTH_REQUIRED'],
  ] as const) {
    const res = await app.inject({ method: 'GET', url: `/api/communities/${dao.id}/bans`, headers })
    expect(res.statusCode).toBe(status)
    expect(res.json().code).toBe(code)
  }
  const unknown = await moderator.call('GET', '/api/communities/no-such-place/bans')
  expect(unknown.statusCode).toBe(404)
  const forged = await moderator.call(
    'GET',
    `/api/communities/${dao.id}/bans?cursor=bm90LWEtY3Vyc29y`,
  )
  expect(forged.statusCode).toBe(400)

  expect(
    (await act(moderator, { action: 'unban', communityId: dao.id, userId: troll.id })).statusCode,
  ).toBe(200)
  expect((await bansOf(dao.id, moderator.headers)).map((entry) => entry.person.id)).toEqual([
    spammer.id,
  ])
})
