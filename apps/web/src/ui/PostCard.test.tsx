import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'
import { PostCard, shortTime } from './PostCard.tsx'

describe('PostCard', () => {
  it('shows content as text, never as HTML', () => {
    const content = '<img src=x onerror="alert(1)"> **hello**'
    const { container } = render(
      <PostCard avatar={null} author="0xAbC1" createdAt="2025-01-02T03:04:05Z" content={content} />,
    )
    expect(screen.getByText(content)).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
  })

  it('marks trending and pinned posts', () => {
    render(
      <PostCard
        avatar={null}
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
    render(<PostCard avatar={null} author="bob" createdAt={new Date()} content="hi" />)
    expect(screen.queryByText('Trending')).toBeNull()
    expect(screen.queryByText('Pinned')).toBeNull()
  })
})

describe('PostCard extensions', () => {
  it('renders rich content and media given as elements', () => {
    const { container } = render(
      <PostCard
        avatar={null}
        author="alice"
        createdAt={new Date()}
        content={<span data-testid="rich">hello</span>}
        media={<figure data-testid="media" />}
      />,
    )
    expect(screen.getByTestId('rich').textContent).toBe('hello')
    expect(screen.getByTestId('media')).toBeTruthy()
    expect(container.querySelector('p.post-card__content')).toBeNull()
  })

  it("makes the author's name a link to their page, the one control among avatar and name", () => {
    render(
      <MemoryRouter>
        <PostCard
          avatar={null}
          author="alice"
          authorDetail="0x12…abcd"
          authorHref="/users/alice"
          createdAt={new Date()}
          content="gm"
        />
      </MemoryRouter>,
    )
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['alice', '/users/alice'],
    ])
    expect(screen.getByText('0x12…abcd')).toBeTruthy()
  })

  it('marks the selected post for assistive technology', () => {
    render(<PostCard avatar={null} author="a" createdAt={new Date()} content="x" selected />)
    expect(screen.getByRole('article').getAttribute('aria-current')).toBe('true')
  })
})

describe('shortTime', () => {
  const now = new Date('2025-06-15T12:00:00Z')
  const ago = (ms: number) => shortTime(new Date(now.getTime() - ms), now)

  it('counts minutes, hours and days, then shows the date', () => {
    expect(ago(30_000)).toBe('now')
    expect(ago(5 * 60_000)).toBe('5m')
    expect(ago(3 * 3_600_000)).toBe('3h')
    expect(ago(2 * 86_400_000)).toBe('2d')
    expect(ago(20 * 86_400_000)).toMatch(/May|26/)
    expect(shortTime(new Date('2023-01-02T00:00:00Z'), now)).toContain('2023')
  })

  it('says it in Spanish, with Spanish month names', async () => {
    await activateLocale('es')
    try {
      expect(ago(5 * 60_000)).toBe('5 min')
      expect(ago(20 * 86_400_000)).toMatch(/may/)
    } finally {
      await activateLocale('en')
    }
  })
})
