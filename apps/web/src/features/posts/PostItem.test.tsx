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
})
