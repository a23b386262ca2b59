import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PostList } from './PostList.tsx'
import { SelectedPost } from './SelectedPost.tsx'
import { makePost, renderSocial, stubApi } from './test/socialTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const HOME = { scope: 'all', sort: 'latest' } as const
const page = (posts: unknown[]) => Response.json({ success: true, data: posts, nextCursor: 'more' })

describe('SelectedPost', () => {
  it('says a malformed id names no post, without asking for it', async () => {
    const fetchMock = stubApi([['GET', /^\/api\/feed$/, () => page([])]])
    renderSocial(<SelectedPost postId="42" filter={HOME} />, { route: '/?post=42' })
    expect(screen.getByRole('heading', { name: 'Post not found' })).toBeTruthy()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/posts/'))).toBe(false)
  })

  it('says a deleted post is not found, with a way back to all posts', async () => {
    const id = makePost().id
    stubApi([
      ['GET', /^\/api\/feed$/, () => page([])],
      [
        'GET',
        /^\/api\/posts\//,
        () =>
          Response.json(
            { success: false, error: 'No such post', code: 'POST_NOT_FOUND' },
            { status: 404 },
          ),
      ],
    ])
    renderSocial(<SelectedPost postId={id} filter={HOME} />, { route: `/?post=${id}` })
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Show all posts' })).toBeTruthy()
  })

  it('shows a post the feed has not loaded above it, selected, with its thread open', async () => {
    const post = makePost({ content: 'Meet me at the fountain' })
    stubApi([
      ['GET', /^\/api\/feed$/, () => page([makePost({ content: 'newer' })])],
      [
        'GET',
        new RegExp(`^/api/posts/${post.id}$`),
        () => Response.json({ success: true, data: post }),
      ],
      [
        'GET',
        new RegExp(`^/api/posts/${post.id}/comments$`),
        () => Response.json({ success: true, data: [], nextCursor: null }),
      ],
    ])
    renderSocial(<SelectedPost postId={post.id} filter={HOME} />, { route: `/?post=${post.id}` })
    const article = await screen.findByRole('article')
    expect(article.getAttribute('aria-current')).toBe('true')
    expect(article.textContent).toContain('Meet me at the fountain')
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeTruthy()
    expect(screen.getByText(/Viewing a post by/)).toBeTruthy()
  })

  it('leaves a post the feed holds to be highlighted in place', async () => {
    const post = makePost({ content: 'Already in the feed' })
    stubApi([
      ['GET', /^\/api\/feed$/, () => page([post])],
      [
        'GET',
        new RegExp(`^/api/posts/${post.id}$`),
        () => Response.json({ success: true, data: post }),
      ],
    ])
    renderSocial(
      <>
        <SelectedPost postId={post.id} filter={HOME} />
        <PostList filter={HOME} label="Latest posts" empty={null} selectedPostId={post.id} />
      </>,
      { route: `/?post=${post.id}` },
    )
    expect(await screen.findByText(/Viewing a post by/)).toBeTruthy()
    const feed = await screen.findByRole('feed', { name: 'Latest posts' })
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(feed.querySelector('article')?.getAttribute('aria-current')).toBe('true')
  })
})
