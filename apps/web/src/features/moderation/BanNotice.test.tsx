import type { Community } from '@agora/domain'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { BanNotice } from './BanNotice.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const outside = { id: 'c1', slug: 'garden', name: 'Garden', viewerRole: null } as Community

describe('BanNotice', () => {
  it('tells a banned person why and until when', async () => {
    stubApi([
      [
        'GET',
        /^\/api\/communities\/c1\/my-ban$/,
        () =>
          Response.json({
            success: true,
            data: { reason: 'spamming the feed', until: '2030-01-08T12:00:00Z' },
          }),
      ],
    ])
    renderSocial(<BanNotice community={outside} />, { auth: fakeAuth(true) })
    await screen.findByText('You are banned from this community')
    expect(screen.getByText('The moderators’ reason: spamming the feed')).toBeTruthy()
    expect(screen.getByText(/^Until .*2030/)).toBeTruthy()
  })

  it('says nothing to someone who is not banned', async () => {
    const fetchMock = stubApi([
      [
        'GET',
        /^\/api\/communities\/c1\/my-ban$/,
        () => Response.json({ success: true, data: null }),
      ],
    ])
    renderSocial(<BanNotice community={outside} />, { auth: fakeAuth(true) })
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.queryByText('You are banned from this community')).toBeNull()
  })
})
