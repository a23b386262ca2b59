import type { Report, ReportedTarget } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { communityWith, users } from '../governance/governance.ts'
import { createPost } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const clock = testClock(new Date('2031-11-02T09:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

async function reportedPost() {
  const [owner, moderator, author, first, second] = await users(app, 5)
  const dao = await communityWith(owner, [moderator, author, first, second])
  await owner.call('PATCH', `/api/communities/${dao.id}/members/${moderator.id}`, {
    role: 'moderator',
  })
  const post = await createPost(author, { communityId: dao.id, content: 'buy my pills' })
  return { moderator, author, first, second, dao, post }
}

const openReports = async (
  moderator: Awaited<ReturnType<typeof reportedPost>>['moderator'],
  daoId: string,
) => (await moderator.call('GET', `/api/communities/${daoId}/reports`)).json().data as Report[]

describe('one report per person and target', () => {
  it('answers a second report with the first (200), its note updated, and keeps one row', async () => {
    const { moderator, first, dao, post } = await reportedPost()
    const body = { targetKind: 'post', targetId: post.id, reason: 'spam', note: 'pills' }
    const created = await first.call('POST', '/api/reports', body)
    expect(created.statusCode).toBe(201)
    clock.advance(1000)
    const again = await first.call('POST', '/api/reports', { ...body, note: 'still selling' })
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({
      id: created.json().data.id,
      note: 'still selling',
      createdAt: created.json().data.createdAt,
    })
    // no note keeps the one there
    const bare = await first.call('POST', '/api/reports', { ...body, note: undefined })
    expect(bare.statusCode).toBe(200)
    expect(bare.json().data.note).toBe('still selling')
    expect((await openReports(moderator, dao.id)).map((report) => report.id)).toEqual([
      created.json().data.id,
    ])
  })

  it('writes one row when the same person reports twice at once', async () => {
    const { moderator, first, dao, post } = await reportedPost()
    const body = { targetKind: 'post', targetId: post.id, reason: 'scam' }
    const answers = await Promise.all([
      first.call('POST', '/api/reports', body),
      first.call('POST', '/api/reports', body),
      first.call('POST', '/api/reports', body),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201])
    expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1)
    expect(await openReports(moderator, dao.id)).toHaveLength(1)
  })
})

describe('the queue by target', () => {
  it('lists a target once with its number of reporters and their reasons, for moderators only', async () => {
    const { moderator, author, first, second, dao, post } = await reportedPost()
    await first.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'spam',
    })
    await first.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'spam',
    })
    clock.advance(1000)
    const latest = await second.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'scam',
    })
    const res = await moderator.call('GET', `/api/communities/${dao.id}/reported-targets`)
    expect(res.statusCode).toBe(200)
    const targets: ReportedTarget[] = res.json().data
    expect(targets).toHaveLength(1)
    expect(targets[0]).toMatchObject({
      targetKind: 'post',
      targetId: post.id,
      communityId: dao.id,
      reporterCount: 2,
      latestReportId: latest.json().data.id,
    })
    // in the order they were first given
    expect(targets[0]?.reasons).toEqual([
      { reason: 'spam', count: 1 },
      { reason: 'scam', count: 1 },
    ])
    const byMember = await author.call('GET', `/api/communities/${dao.id}/reported-targets`)
    expect(byMember.statusCode).toBe(403)
    expect(byMember.json().code).toBe('COMMUNITY_ROLE_REQUIRED')
    expect((await moderator.call('GET', '/api/admin/reported-targets')).statusCode).toBe(403)
  })

  it('pages targets by their latest report without skipping or repeating one', async () => {
    const { moderator, author, first, dao } = await reportedPost()
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const post = await createPost(author, { communityId: dao.id, content: `spam ${i}` })
      await first.call('POST', '/api/reports', {
        targetKind: 'post',
        targetId: post.id,
        reason: 'spam',
      })
      ids.unshift(post.id)
      clock.advance(1000)
    }
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const res = await moderator.call(
        'GET',
        `/api/communities/${dao.id}/reported-targets?limit=2${query}`,
      )
      expect(res.statusCode).toBe(200)
      seen.push(...res.json().data.map((target: ReportedTarget) => target.targetId))
      cursor = res.json().nextCursor
    } while (cursor)
    expect(seen).toEqual(ids)
  })

  it('resolves every report of a target when a moderator acts on one of them', async () => {
    const { moderator, first, second, dao, post } = await reportedPost()
    const one = await first.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'spam',
    })
    await second.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'scam',
    })
    const other = await createPost(first, { communityId: dao.id, content: 'hello' })
    await second.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: other.id,
      reason: 'other',
    })

    const wrong = await moderator.call('POST', '/api/moderation/actions', {
      action: 'hide',
      targetKind: 'post',
      targetId: other.id,
      reportId: one.json().data.id,
    })
    expect(wrong.statusCode).toBe(400)

    const hidden = await moderator.call('POST', '/api/moderation/actions', {
      action: 'hide',
      targetKind: 'post',
      targetId: post.id,
      reportId: one.json().data.id,
      note: 'spam',
    })
    expect(hidden.statusCode).toBe(200)
    const open = await moderator.call('GET', `/api/communities/${dao.id}/reported-targets`)
    expect(open.json().data.map((target: ReportedTarget) => target.targetId)).toEqual([other.id])
    const resolved = await moderator.call(
      'GET',
      `/api/communities/${dao.id}/reports?status=resolved`,
    )
    const closed = (resolved.json().data as Report[]).filter((r) => r.targetId === post.id)
    expect(closed).toHaveLength(2)
    expect(closed.every((report) => report.action === 'hide')).toBe(true)
  })

  it('dismisses a target: all its reports resolved, nothing hidden, a line in the log', async () => {
    const { moderator, author, first, second, dao, post } = await reportedPost()
    const one = await first.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'spam',
    })
    await second.call('POST', '/api/reports', {
      targetKind: 'post',
      targetId: post.id,
      reason: 'scam',
    })
    const dismiss = { action: 'dismiss', reportId: one.json().data.id, note: 'not spam' }
    const byMember = await author.call('POST', '/api/moderation/actions', dismiss)
    expect(byMember.statusCode).toBe(403)
    const missing = await moderator.call('POST', '/api/moderation/actions', {
      ...dismiss,
      reportId: crypto.randomUUID(),
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('REPORT_NOT_FOUND')

    // after the role change that made the moderator: the log's newest line is the dismissal
    clock.advance(1000)
    const done = await moderator.call('POST', '/api/moderation/actions', dismiss)
    expect(done.statusCode).toBe(200)
    const open = await moderator.call('GET', `/api/communities/${dao.id}/reported-targets`)
    expect(open.json().data).toEqual([])
    const resolved = await moderator.call(
      'GET',
      `/api/communities/${dao.id}/reported-targets?status=resolved`,
    )
    expect(resolved.json().data).toMatchObject([{ targetId: post.id, reporterCount: 2 }])
    const read = await author.call('GET', `/api/posts/${post.id}`)
    expect(read.json().data.content).toBe('buy my pills')
    const log = await author.call('GET', `/api/communities/${dao.id}/moderation-log`)
    expect(log.json().data[0]).toMatchObject({
      action: 'resolve',
      target: { kind: 'post', id: post.id },
      reason: 'not spam',
    })
  })
})
