import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { BookmarksPage } from './BookmarksPage.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('BookmarksPage', () => {
  it('lists every kind under All, then asks for one kind per tab', async () => {
    const post = makePost({ content: 'kept for later', viewerBookmarked: true })
    const fetchMock = stubApi([
      [
        'GET',
        /^\/api\/bookmarks$/,
        ({ url }) =>
          Response.json({
            success: true,
            data: url.searchParams.get('kind')
              ? []
              : [{ kind: 'post', bookmarkedAt: '2025-01-03T00:00:00Z', post }],
            nextCursor: null,
          }),
      ],
    ])
    renderSocial(<BookmarksPage />, { auth: fakeAuth(true), route: '/bookmarks' })
    const all = await screen.findByRole('list', { name: 'All' })
    expect(within(all).getByText('kept for later')).toBeTruthy()

    await userEvent.click(screen.getByRole('tab', { name: 'Proposals' }))
    expect(await screen.findByText('Proposals you bookmark show here.')).toBeTruthy()
    const asked = fetchMock.mock.calls.map(([url]) => String(url))
    expect(asked).toEqual(['/api/bookmarks', '/api/bookmarks?kind=proposal'])
  })

  it('asks someone signed out to sign in, and asks the API nothing', () => {
    const fetchMock = stubApi([])
    renderSocial(<BookmarksPage />, { auth: fakeAuth(false), route: '/bookmarks' })
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
