import type { Community, Report } from '@agora/domain'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { ModerationQueue } from './ModerationQueue.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const community = { id: 'c1', slug: 'garden', name: 'Garden' } as Community
const report: Report = {
  id: 'r1',
  reporter: {
    id: 'u2',
    address: null,
    handle: 'carol',
    displayName: null,
    ens: null,
    avatar: null,
  },
  targetKind: 'post',
  targetId: 'p1',
  communityId: 'c1',
  reason: 'spam',
  note: 'selling pills',
  status: 'open',
  action: null,
  createdAt: '2030-01-01T00:00:00Z',
  resolvedAt: null,
}

describe('ModerationQueue', () => {
  it('lists the community’s open reports and hides the reported post, naming the report', async () => {
    const actions: unknown[] = []
    stubApi([
      [
        'GET',
        /^\/api\/communities\/c1\/reports$/,
        () => Response.json({ success: true, data: [report], nextCursor: null }),
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
    await screen.findByText(/selling pills/)
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }))
    await screen.findByText('Hidden: a “Removed by moderators” stub stays')
    expect(actions).toEqual([
      { action: 'hide', targetKind: 'post', targetId: 'p1', reportId: 'r1', note: 'selling pills' },
    ])
  })
})
