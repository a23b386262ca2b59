import type { Community, ReportedTarget } from '@agora/domain'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { ModerationQueue } from './ModerationQueue.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const community = { id: 'c1', slug: 'garden', name: 'Garden' } as Community
const target: ReportedTarget = {
  targetKind: 'post',
  targetId: 'p1',
  communityId: 'c1',
  reporterCount: 2,
  reasons: [
    { reason: 'spam', count: 1 },
    { reason: 'scam', count: 1 },
  ],
  latestReportId: 'r2',
  firstReportedAt: '2030-01-01T00:00:00Z',
  lastReportedAt: '2030-01-01T01:00:00Z',
}

describe('ModerationQueue', () => {
  it('lists a reported target once with its reporters, and hides it with the reason given', async () => {
    const actions: unknown[] = []
    stubApi([
      [
        'GET',
        /^\/api\/communities\/c1\/reported-targets$/,
        () => Response.json({ success: true, data: [target], nextCursor: null }),
      ],
      [
        'POST',
        /^\/api\/moderation\/actions$/,
        ({ init }) => {
          actions.push(JSON.parse(String(init?.body)))
          return Response.json({ success: true, data: { action: 'hide', targetId: 'p1' } })
        },
      ],
    ])
    renderSocial(<ModerationQueue community={community} />, { auth: fakeAuth(true) })
    await screen.findByText(/2 people reported it/)
    expect(screen.getByText(/spam \(1\), scam \(1\)/)).toBeTruthy()
    await userEvent.type(
      screen.getByLabelText('Reason, shown in the public moderation log (optional)'),
      'selling pills',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }))
    await screen.findByText('Hidden: a “Removed by moderators” stub stays')
    expect(actions).toEqual([
      { action: 'hide', targetKind: 'post', targetId: 'p1', reportId: 'r2', note: 'selling pills' },
    ])
  })

  it('dismisses a target’s reports', async () => {
    const actions: unknown[] = []
    stubApi([
      [
        'GET',
        /^\/api\/communities\/c1\/reported-targets$/,
        () => Response.json({ success: true, data: [target], nextCursor: null }),
      ],
      [
        'POST',
        /^\/api\/moderation\/actions$/,
        ({ init }) => {
          actions.push(JSON.parse(String(init?.body)))
          return Response.json({ success: true, data: { action: 'dismiss', targetId: 'p1' } })
        },
      ],
    ])
    renderSocial(<ModerationQueue community={community} />, { auth: fakeAuth(true) })
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    await screen.findByText('Dismissed: the reports are closed')
    expect(actions).toEqual([{ action: 'dismiss', reportId: 'r2', note: '' }])
  })
})
