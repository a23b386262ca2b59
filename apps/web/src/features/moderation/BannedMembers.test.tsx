import type { BannedMember, Community } from '@agora/domain'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { BannedMembers } from './BannedMembers.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const community = { id: 'c1', slug: 'garden', name: 'Garden' } as Community
const user = (id: string, handle: string, displayName: string | null = null) => ({
  id,
  address: null,
  handle,
  displayName,
  ens: null,
  avatar: null,
})
const ban: BannedMember = {
  person: user('u2', 'spam', 'Spammy Sam'),
  reason: 'selling pills',
  until: '2030-01-08T00:00:00Z',
  bannedBy: user('u1', 'mia'),
  bannedAt: '2030-01-01T00:00:00Z',
}

it('lists who is banned, why and by whom, and unbans only after the confirmation', async () => {
  let banned = [ban]
  const unbans: unknown[] = []
  stubApi([
    [
      'GET',
      /^\/api\/communities\/c1\/bans$/,
      () => Response.json({ success: true, data: banned, nextCursor: null }),
    ],
    [
      'POST',
      /^\/api\/moderation\/actions$/,
      ({ init }) => {
        unbans.push(JSON.parse(String(init?.body)))
        banned = []
        return Response.json({ success: true, data: { action: 'unban', targetId: 'u2' } })
      },
    ],
  ])
  renderSocial(<BannedMembers community={community} />, { auth: fakeAuth(true) })
  const list = await screen.findByRole('list', { name: 'People banned from Garden' })
  expect(list.textContent).toContain('Spammy Sam')
  expect(list.textContent).toContain('Reason: selling pills')
  expect(list.textContent).toContain('by @mia')

  await userEvent.click(screen.getByRole('button', { name: 'Unban Spammy Sam' }))
  const dialog = await screen.findByRole('dialog', { name: 'Unban Spammy Sam?' })
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(dialog.isConnected).toBe(false)
  expect(unbans).toEqual([])

  await userEvent.click(screen.getByRole('button', { name: 'Unban Spammy Sam' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Unban' }))
  await screen.findByText('Nobody is banned')
  expect(unbans).toEqual([{ action: 'unban', communityId: 'c1', userId: 'u2' }])
})
