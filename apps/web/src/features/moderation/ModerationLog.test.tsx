import type { Community, ModerationLogEntry } from '@agora/domain'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { ModerationLog } from './ModerationLog.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const community = { id: 'c1', slug: 'garden', name: 'Garden' } as Community
const moderator = {
  id: 'u1',
  address: null,
  handle: 'mia',
  displayName: null,
  ens: null,
  avatar: null,
}
const line = (overrides: Partial<ModerationLogEntry>): ModerationLogEntry => ({
  id: 'l1',
  actor: moderator,
  action: 'hide',
  target: { kind: 'post', id: 'p1', label: null },
  reason: 'selling pills',
  until: null,
  role: null,
  createdAt: '2030-01-01T00:00:00Z',
  ...overrides,
})

describe('ModerationLog', () => {
  it('says who did what to what and why, and pages to older lines', async () => {
    const asked: string[] = []
    stubApi([
      [
        'GET',
        /^\/api\/communities\/c1\/moderation-log/,
        ({ url }) => {
          asked.push(url.search)
          return url.search.includes('cursor=')
            ? Response.json({
                success: true,
                data: [
                  line({
                    id: 'l2',
                    action: 'role',
                    target: { kind: 'person', id: 'u3', label: 'Ana' },
                    reason: '',
                    role: 'moderator',
                  }),
                ],
                nextCursor: null,
              })
            : Response.json({ success: true, data: [line({})], nextCursor: 'next' })
        },
      ],
    ])
    renderSocial(<ModerationLog community={community} />, { auth: fakeAuth(false) })
    await screen.findByText('Hid a post')
    expect(screen.getByText('Reason: selling pills')).toBeTruthy()
    expect(screen.getByText(/by @mia/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }))
    await screen.findByText('Made Ana a moderator')
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull()
    expect(asked).toHaveLength(2)
  })
})
