import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { PostItem } from './PostItem.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PostItem', () => {
  it('names the community it was posted in and links to it, from the post alone', () => {
    const fetchMock = stubApi([])
    const community = { id: 'c1', slug: 'guild', name: 'Builders Guild' }
    renderSocial(<PostItem post={makePost({ communityId: community.id, community })} />)
    const link = screen.getByRole('link', { name: 'Builders Guild' })
    expect(link.getAttribute('href')).toBe('/dao/guild')
    // a feed of many communities makes no request per community to name them
    const communityReads = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/api/communities'),
    )
    expect(communityReads).toEqual([])
  })

  it('does not repeat the community inside its own page', () => {
    stubApi([])
    const community = { id: 'c1', slug: 'guild', name: 'Builders Guild' }
    renderSocial(
      <PostItem post={makePost({ communityId: community.id, community })} showCommunity={false} />,
    )
    expect(screen.queryByRole('link', { name: 'Builders Guild' })).toBeNull()
  })

  it('shows the proposal a post announces as a card linking to it, with its kind and closing time', async () => {
    stubApi([])
    const proposal = {
      id: 'p1',
      title: 'Plant pears along the fence',
      kind: 'general' as const,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: '2099-05-01T12:00:00.000Z',
      outcome: null,
    }
    renderSocial(<PostItem post={makePost({ content: '', proposal })} />)
    const card = await screen.findByRole('region', { name: 'Plant pears along the fence' })
    expect(card.textContent).toContain('General proposal')
    expect(card.textContent).toContain('Active')
    expect(card.textContent).toMatch(/Voting closes .*2099/)
    expect(
      screen.getByRole('link', { name: 'Plant pears along the fence' }).getAttribute('href'),
    ).toBe('/proposals/p1')
  })
})
