import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PostCard } from './PostCard.tsx'

describe('PostCard', () => {
  it('shows content as text, never as HTML', () => {
    const content = '<img src=x onerror="alert(1)"> **hello**'
    const { container } = render(
      <PostCard author="0xAbC1" createdAt="2025-01-02T03:04:05Z" content={content} />,
    )
    expect(screen.getByText(content)).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
  })

  it('marks trending and pinned posts', () => {
    render(
      <PostCard
        author="alice"
        createdAt={new Date()}
        content="gm"
        trending
        pinned
        commentCount={3}
      />,
    )
    expect(screen.getByText('Trending')).toBeTruthy()
    expect(screen.getByText('Pinned')).toBeTruthy()
    expect(screen.getByRole('article').className).toContain('glass-card--glow-standard')
    expect(screen.getByText('comments', { exact: false })).toBeTruthy()
  })

  it('has no flags by default', () => {
    render(<PostCard author="bob" createdAt={new Date()} content="hi" />)
    expect(screen.queryByText('Trending')).toBeNull()
    expect(screen.queryByText('Pinned')).toBeNull()
  })
})
