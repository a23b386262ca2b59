import type { ModerationLogEntry } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { testClock } from '../clock.ts'
import { communityWith, HOUR, users } from '../governance/governance.ts'
import { createPost, type SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'

const clock = testClock(new Date('2031-11-03T09:00:00Z'))
let app: TestApp
let admin: Record<string, string>

beforeAll(async () => {
  app = await createTestApp(adminEnv, { clock })
  admin = bearer(await adminToken(app))
})
afterAll(() => app.close())

async function moderatedCommunity() {
  const [owner, moderator, author, member] = await users(app, 4)
  const dao = await communityWith(owner, [moderator, author, member])
  await owner.call('PATCH', `/api/communities/${dao.id}/members/${moderator.id}`, {
    role: 'moderator',
  })
  const post = await createPost(author, { communityId: dao.id, content: 'buy my pills now' })
  // the promotion above is logged; later lines must not share its millisecond
  clock.advance(1000)
  return { owner, moderator, author, member, dao, post }
}

const act = async (user: SignedInUser, body: Record<string, unknown>) => {
  const res = await user.call('POST', '/api/moderation/actions', body)
  expect(res.statusCode, res.body).toBe(200)
  clock.advance(1000)
}

async function logOf(communityId: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/communities/${communityId}/moderation-log`,
    headers,
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as ModerationLogEntry[]
}

describe('a community’s moderation log', () => {
  it('shows a hide with its reason to members and to anyone, never the hidden text but to moderators', async () => {
    const { moderator, member, dao, post } = await moderatedCommunity()
    await act(moderator, {
      action: 'hide',
      targetKind: 'post',
      targetId: post.id,
      note: 'selling pills',
    })
    const [line] = await logOf(dao.id, member.headers)
    expect(line).toMatchObject({
      action: 'hide',
      actor: { id: moderator.id },
      target: { kind: 'post', id: post.id, label: null },
      reason: 'selling pills',
    })
    expect((await logOf(dao.id))[0]?.target.label).toBeNull()
    expect((await logOf(dao.id, moderator.headers))[0]?.target.label).toBe('buy my pills now')

    await act(moderator, { action: 'restore', targetKind: 'post', targetId: post.id })
    const afterRestore = await logOf(dao.id, member.headers)
    expect(afterRestore.map((entry) => entry.action)).toEqual(['restore', 'hide', 'role'])
    expect(afterRestore[0]?.target.label).toBe('buy my pills now')
  })

  it('lists pins, role changes, removals, bans, unbans and resolved reports, newest first, paged', async () => {
    const { owner, moderator, author, member, dao, post } = await moderatedCommunity()
    const pin = await moderator.call('POST', `/api/posts/${post.id}/pin`)
    expect(pin.statusCode).toBe(200)
    clock.advance(1000)
    await moderator.call('POST', `/api/posts/${post.id}/unpin`)
    clock.advance(1000)
    await owner.call('PATCH', `/api/communities/${dao.id}/members/${member.id}`, {
      role: 'moderator',
    })
    clock.advance(1000)
    const report = await member.call('POST', '/api/reports', {
      targetKind: 'person',
      targetId: author.id,
      communityId: dao.id,
      reason: 'harassment',
    })
    const until = new Date(clock.now().getTime() + 2 * HOUR).toISOString()
    await act(moderator, {
      action: 'ban',
      communityId: dao.id,
      userId: author.id,
      until,
      note: 'harassing people',
      reportId: report.json().data.id,
    })
    await act(moderator, { action: 'unban', communityId: dao.id, userId: author.id })

    const entries = await logOf(dao.id, member.headers)
    expect(entries.map((entry) => entry.action)).toEqual([
      'unban',
      'resolve',
      'ban',
      'role',
      'unpin',
      'pin',
      // the moderator's own promotion, when the community was set up
      'role',
    ])
    expect(entries[2]).toMatchObject({
      target: { kind: 'person', id: author.id },
      reason: 'harassing people',
      until,
    })
    expect(entries[2]?.target.label).toBeTruthy()
    expect(entries[3]).toMatchObject({ role: 'moderator', actor: { id: owner.id } })

    const paged: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const res = await app.inject({
        method: 'GET',
        url: `/api/communities/${dao.id}/moderation-log?limit=4${query}`,
      })
      paged.push(...res.json().data.map((entry: ModerationLogEntry) => entry.id))
      cursor = res.json().nextCursor
    } while (cursor)
    expect(paged).toEqual(entries.map((entry) => entry.id))
  })

  it('keeps platform actions out of community logs, and answers 404 for no such community', async () => {
    const { author, dao } = await moderatedCommunity()
    const suspended = await app.inject({
      method: 'POST',
      url: '/api/moderation/actions',
      headers: admin,
      payload: { action: 'suspend', userId: author.id },
    })
    expect(suspended.statusCode).toBe(200)
    // only the moderator's promotion, when the community was set up
    expect((await logOf(dao.id)).map((entry) => entry.action)).toEqual(['role'])
    const missing = await app.inject({
      method: 'GET',
      url: `/api/communities/${crypto.randomUUID()}/moderation-log`,
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('a banned person', () => {
  it('sees why and until when, and every refusal in the community says the end time', async () => {
    const { moderator, author, dao, post } = await moderatedCommunity()
    const until = new Date(clock.now().getTime() + 3 * HOUR).toISOString()
    await act(moderator, {
      action: 'ban',
      communityId: dao.id,
      userId: author.id,
      until,
      note: 'spam',
    })
    const notice = await author.call('GET', `/api/communities/${dao.id}/my-ban`)
    expect(notice.json().data).toEqual({ reason: 'spam', until })

    const comment = await author.call('POST', `/api/posts/${post.id}/comments`, { content: 'hi' })
    expect(comment.statusCode).toBe(403)
    expect(comment.json()).toMatchObject({ code: 'BANNED_FROM_COMMUNITY' })
    expect(comment.json().error).toContain(until)
    const posted = await author.call('POST', '/api/posts', {
      communityId: dao.id,
      content: 'back again',
    })
    expect(posted.statusCode).toBe(403)
    expect(posted.json().error).toContain(until)
    const inSpanish = await author.call('POST', `/api/communities/${dao.id}/join`, undefined, {
      'accept-language': 'es',
    })
    expect(inSpanish.statusCode).toBe(403)
    expect(inSpanish.json().error).toBe(
      `Los moderadores te expulsaron de ${dao.name} hasta ${until}`,
    )

    await act(moderator, { action: 'unban', communityId: dao.id, userId: author.id })
    expect((await author.call('GET', `/api/communities/${dao.id}/my-ban`)).json().data).toBeNull()
    expect((await author.call('POST', `/api/communities/${dao.id}/join`)).statusCode).toBe(200)
    const again = await moderator.call('POST', '/api/moderation/actions', {
      action: 'unban',
      communityId: dao.id,
      userId: author.id,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('BAN_NOT_FOUND')
  })

  it('a member cannot unban, and a stranger reads no ban of their own', async () => {
    const { member, author, dao } = await moderatedCommunity()
    const refused = await member.call('POST', '/api/moderation/actions', {
      action: 'unban',
      communityId: dao.id,
      userId: author.id,
    })
    expect(refused.statusCode).toBe(403)
    const anonymous = await app.inject({ method: 'GET', url: `/api/communities/${dao.id}/my-ban` })
    expect(anonymous.statusCode).toBe(401)
  })
})
