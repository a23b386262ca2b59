import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { PostItem } from '../posts/PostItem.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const preview = {
  url: 'https://news.example/story',
  title: '<b>Rain</b> & shine',
  description: 'What the weather does',
  imageUrl: '/api/link-previews/images/0b9c6c1e-58a4-4c4e-9a53-1c1b5c0c2a11',
  siteName: 'News Example',
}

describe('a post’s link preview', () => {
  it('shows the card under the text as one link that opens in a new tab, text kept as text', async () => {
    stubApi([])
    renderSocial(
      <PostItem
        post={makePost({ content: 'read https://news.example/story', linkPreview: preview })}
      />,
    )
    const card = await screen.findByRole('link', { name: /<b>Rain<\/b> & shine/ })
    expect(card.textContent).toContain('News Example')
    expect(card.textContent).toContain('(opens in a new tab)')
    expect(card.getAttribute('href')).toBe('https://news.example/story')
    expect(card.getAttribute('target')).toBe('_blank')
    expect(card.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
    expect(card.textContent).toContain('<b>Rain</b> & shine')
    expect(card.querySelector('b')).toBeNull()
    expect(card.querySelector('img')?.getAttribute('src')).toBe(preview.imageUrl)
    expect(card.textContent).toContain('What the weather does')
    expect(card.classList.contains('link-preview-slot')).toBe(true)
  })

  it('shows no image when the page had none, and no card without a preview', async () => {
    stubApi([])
    const { unmount } = renderSocial(
      <PostItem post={makePost({ linkPreview: { ...preview, imageUrl: null } })} />,
    )
    const card = await screen.findByRole('link', { name: /News Example/ })
    expect(card.querySelector('img')).toBeNull()
    unmount()
    renderSocial(<PostItem post={makePost({ linkPreview: null })} />)
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).toBeNull()
  })
})
