import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { HideRestoreButton } from './HideRestoreButton.tsx'

afterEach(() => vi.unstubAllGlobals())

function recordActions() {
  const actions: unknown[] = []
  stubApi([
    [
      'POST',
      /^\/api\/moderation\/actions$/,
      ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { action: string; targetId: string }
        actions.push(body)
        return Response.json({ success: true, data: body })
      },
    ],
  ])
  return actions
}

describe('HideRestoreButton', () => {
  it('restores a hidden listing', async () => {
    const actions = recordActions()
    renderSocial(<HideRestoreButton targetKind="listing" targetId="l1" hidden />, {
      auth: fakeAuth(true),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Restore listing' }))
    await screen.findByText('Listing restored')
    expect(actions).toEqual([
      { action: 'restore', targetKind: 'listing', targetId: 'l1', note: '' },
    ])
  })

  it('hides a visible one and says why when the server refuses', async () => {
    stubApi([
      [
        'POST',
        /^\/api\/moderation\/actions$/,
        () =>
          Response.json(
            { success: false, code: 'ROLE_REQUIRED', error: 'Only moderators hide listings' },
            { status: 403 },
          ),
      ],
    ])
    renderSocial(<HideRestoreButton targetKind="listing" targetId="l1" hidden={false} />, {
      auth: fakeAuth(true),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Hide listing' }))
    await waitFor(() => expect(screen.queryByText('Listing hidden')).toBeNull())
    await screen.findByText('Only moderators hide listings')
  })
})
