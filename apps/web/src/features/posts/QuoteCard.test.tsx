import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { PostItem } from './PostItem.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const author = makePost().author

describe('a quoting post', () => {
  it('links its card to the quoted listing, with the seller, the title and the exact price', () => {
    stubApi([])
    const quote = {
      kind: 'listing' as const,
      id: 'l1',
      preview: {
        author,
        title: 'Brass bookend',
        text: 'Heavy and warm.',
        imageUrl: null,
        community: null,
        price: { amount: '0.000000123', currency: 'ETH' as const },
        createdAt: '2025-01-01T00:00:00Z',
      },
    }
    renderSocial(<PostItem post={makePost({ quote })} />)
    const card = screen.getByRole('link', { name: /Brass bookend/ })
    expect(card.getAttribute('href')).toBe('/market/l1')
    expect(card.textContent).toContain('0.000000123 ETH')
    expect(card.textContent).toContain('Heavy and warm.')
  })

  it('says a quoted item that is gone is unavailable, and links nowhere', () => {
    stubApi([])
    renderSocial(
      <PostItem post={makePost({ quote: { kind: 'proposal', id: 'p1', preview: null } })} />,
    )
    expect(screen.getByText('This proposal is no longer available')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /proposal/i })).toBeNull()
  })

  it('shows no words of someone the viewer blocked or muted, only a note saying so', () => {
    stubApi([])
    renderSocial(
      <PostItem
        post={makePost({
          quote: { kind: 'post', id: 'p1', preview: null, hiddenBecause: 'muted' },
        })}
      />,
    )
    expect(screen.getByText('You muted this person: what they wrote is hidden')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /post/i })).toBeNull()
  })

  it('names who reposted it', () => {
    stubApi([])
    const repostedBy = { ...author, id: 'u9', handle: 'cy', displayName: 'Cy' }
    renderSocial(<PostItem post={makePost({ repostedBy })} />)
    const by = screen.getByRole('link', { name: 'Reposted by Cy' })
    expect(by.getAttribute('href')).toBe('/users/cy')
  })
})
