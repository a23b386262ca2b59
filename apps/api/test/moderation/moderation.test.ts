import type { Post, Report } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { testClock } from '../clock.ts'
import { communityWith, HOUR, users } from '../governance/governance.ts'
import { createPost, type SignedInUser } from '../social/users.ts'
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

/** A community with a moderator, a member who posts, and a member who reports. */
async function moderatedCommunity() {
  const [owner, moderator, author, reporter] = await users(app, 4)
  const dao = await communityWith(owner, [moderator, author, reporter])
  await owner.call('PATCH', `/api/communities/${dao.id}/members/${moderator.id}`, {
    role: 'moderator',
  })
  const post = await createPost(author, { communityId: dao.id, content: 'buy my pills' })
  return { owner, moderator, author, reporter, dao, post }
}

const act = (user: SignedInUser | Record<string, string>, body: Record<string, unknown>) =>
  'call' in user
    ? (user as SignedInUser).call('POST', '/api/moderation/actions', body)
    : app.inject({
        method: 'POST',
        url: '/api/moderation/actions',
        headers: user as Record<string, string>,
        payload: body,
      })

async function feedOf(communityId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/feed?scope=community&communityId=${communityId}`,
  })
  return (res.json().data as Post[]).map((post) => post.id)
}

describe('reports and queues', () => {
  it('puts a report in its community’s queue and the admins’ global one, for them only', async () => {
    const { moderator, reporter, author, dao, post } = await moderatedCommunity()
    const res = await reporter.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'spam',
      note: 'selling pills',
    })
    expect(res.statusCode).toBe(201)
    const report: Report = res.json().data
    expect(report).toMatchObject({ communityId: dao.id, status: 'open', reason: 'spam' })

    const queue = await moderator.call('GET', `/api/communities/${dao.id}/reports`)
    expect(queue.json().data.map((r: Report) => r.id)).toEqual([report.id])
    const global = await app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin })
    expect(global.json().data.map((r: Report) => r.id)).toContain(report.id)

    const byMember = await author.call('GET', `/api/communities/${dao.id}/reports`)
    expect(byMember.statusCode).toBe(403)
    const other = await moderatedCommunity()
    const byOtherModerator = await other.moderator.call('GET', `/api/communities/${dao.id}/reports`)
    expect(byOtherModerator.statusCode).toBe(403)
    expect((await moderator.call('GET', '/api/admin/reports')).statusCode).toBe(403)
  })

  it('takes reports of comments, listings and people, and refuses a target that does not exist', async () => {
    const { reporter, author, dao, post } = await moderatedCommunity()
    const comment = await author.call('POST', `/api/posts/${post.id}/comments`, {
      content: 'dm me',
    })
    const onComment = await reporter.call('POST', '/api/reports', {
      targetKind: 'comment',
      targetId: comment.json().data.id,
      reason: 'scam',
    })
    expect(onComment.json().data.communityId).toBe(dao.id)
    const onUser = await reporter.call('POST', '/api/reports', {
      targetKind: 'person',
      targetId: author.id,
      reason: 'harassment',
      communityId: dao.id,
    })
    expect(onUser.json().data).toMatchObject({ targetKind: 'person', communityId: dao.id })
    const missing = await reporter.call('POST', '/api/reports', {
      targetKind: 'listing',
      targetId: crypto.randomUUID(),
      reason: 'scam',
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('REPORT_TARGET_NOT_FOUND')
  })
})

describe('hiding content', () => {
  it('a member cannot hide, nor a moderator of another community', async () => {
    const { reporter, post } = await moderatedCommunity()
    const member = await act(reporter, { action: 'hide', targetKind: 'post', targetId: post.id })
    expect(member.statusCode).toBe(403)
    expect(member.json().code).toBe('COMMUNITY_ROLE_REQUIRED')
    const other = await moderatedCommunity()
    const elsewhere = await act(other.moderator, {
      action: 'hide',
      targetKind: 'post',
      targetId: post.id,
    })
    expect(elsewhere.statusCode).toBe(403)
  })

  it('the community’s moderator hides a post: gone from the feed, a stub by its link, audited, report closed', async () => {
    const { moderator, reporter, dao, post } = await moderatedCommunity()
    const report = (
      await reporter.call('POST', '/api/reports', {
        targetKind: 'post',
        targetId: post.id,
        reason: 'spam',
      })
    ).json().data as Report
    expect(await feedOf(dao.id)).toContain(post.id)

    const hidden = await act(moderator, {
      action: 'hide',
      targetKind: 'post',
      targetId: post.id,
      reportId: report.id,
      note: 'spam',
    })
    expect(hidden.statusCode).toBe(200)
    expect(await feedOf(dao.id)).not.toContain(post.id)
    const stub = await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })
    expect(stub.json().data).toMatchObject({ content: '', media: [], removedByModerators: true })

    const open = await moderator.call('GET', `/api/communities/${dao.id}/reports`)
    expect(open.json().data).toEqual([])
    const resolved = await moderator.call(
      'GET',
      `/api/communities/${dao.id}/reports?status=resolved`,
    )
    expect(resolved.json().data[0]).toMatchObject({ id: report.id, action: 'hide' })

    const audit = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin })
    expect(audit.json().data).toContainEqual(
      expect.objectContaining({ action: 'moderation.hide', targetId: post.id }),
    )

    expect(
      (await act(moderator, { action: 'restore', targetKind: 'post', targetId: post.id }))
        .statusCode,
    ).toBe(200)
    expect(await feedOf(dao.id)).toContain(post.id)
  })

  it('leaves a hidden comment as a stub in its thread', async () => {
    const { moderator, author, post } = await moderatedCommunity()
    const comment = (
      await author.call('POST', `/api/posts/${post.id}/comments`, { content: 'rude words' })
    ).json().data
    await act(moderator, { action: 'hide', targetKind: 'comment', targetId: comment.id })
    const thread = await app.inject({ method: 'GET', url: `/api/posts/${post.id}/comments` })
    expect(thread.json().data[0]).toMatchObject({
      id: comment.id,
      content: '',
      removedByModerators: true,
    })
  })

  it('hides a listing from search: a platform moderator may, a community moderator may not', async () => {
    const { moderator, author } = await moderatedCommunity()
    const listing = (
      await author.call('POST', '/api/marketplace/listings', {
        title: 'Counterfeit watch',
        description: 'Totally real.',
        priceAmount: '1',
        currency: 'ETH',
        chainId: 8453,
        category: 'fashion',
        images: [],
        quantity: 1,
      })
    ).json().data
    const search = async () =>
      (await app.inject({ method: 'GET', url: '/api/marketplace/listings?q=counterfeit' }))
        .json()
        .data.map((l: { id: string }) => l.id)
    expect(await search()).toContain(listing.id)
    const refused = await act(moderator, {
      action: 'hide',
      targetKind: 'listing',
      targetId: listing.id,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('PLATFORM_MODERATORS_ONLY')
    expect(
      (await act(admin, { action: 'hide', targetKind: 'listing', targetId: listing.id }))
        .statusCode,
    ).toBe(200)
    expect(await search()).not.toContain(listing.id)
    const stub = await app.inject({ method: 'GET', url: `/api/marketplace/listings/${listing.id}` })
    expect(stub.json().data).toMatchObject({
      title: 'Removed by moderators',
      description: '',
      removedByModerators: true,
    })
  })
})

describe('members and accounts', () => {
  it('removes a member, bans one for a time (refusing their join until then), audited', async () => {
    const { moderator, author, reporter, dao } = await moderatedCommunity()
    const removed = await act(moderator, {
      action: 'remove',
      communityId: dao.id,
      userId: author.id,
    })
    expect(removed.statusCode).toBe(200)
    const community = await app.inject({ method: 'GET', url: `/api/communities/${dao.id}` })
    expect(community.json().data.memberCount).toBe(3)
    expect((await author.call('POST', `/api/communities/${dao.id}/join`)).statusCode).toBe(200)

    // sessions outlive an hour, so the same people can try again after the ban
    const until = new Date(clock.now().getTime() + HOUR).toISOString()
    expect(
      (await act(moderator, { action: 'ban', communityId: dao.id, userId: author.id, until }))
        .statusCode,
    ).toBe(200)
    const refused = await author.call('POST', `/api/communities/${dao.id}/join`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('BANNED_FROM_COMMUNITY')
    clock.advance(HOUR)
    expect((await author.call('POST', `/api/communities/${dao.id}/join`)).statusCode).toBe(200)

    // a member cannot remove anyone; a moderator cannot remove the admin
    const byMember = await act(reporter, {
      action: 'remove',
      communityId: dao.id,
      userId: author.id,
    })
    expect(byMember.statusCode).toBe(403)
    const audit = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin })
    const actions = audit.json().data.map((line: { action: string }) => line.action)
    expect(actions).toEqual(expect.arrayContaining(['moderation.remove', 'moderation.ban']))
  })

  it('lets admins suspend an account, and nobody else', async () => {
    const { moderator, author } = await moderatedCommunity()
    const refused = await act(moderator, { action: 'suspend', userId: author.id })
    expect(refused.statusCode).toBe(403)
    expect((await act(admin, { action: 'suspend', userId: author.id })).statusCode).toBe(200)
    const me = await author.call('GET', '/api/auth/me')
    expect(me.statusCode).toBe(403)
    expect(me.json().code).toBe('ACCOUNT_SUSPENDED')
  })
})
