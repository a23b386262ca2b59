import type { Post } from '@agora/domain'
import { IDEMPOTENCY_HEADER } from '@agora/domain'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { usePost } from './data.ts'
import { PostItem } from './PostItem.tsx'

/** The post as a feed shows it: read from the query cache, where changes land. */
function CachedPost({ id }: { id: string }) {
  const { data } = usePost(id)
  return data ? <PostItem post={data} /> : null
}

const served = (post: Post) =>
  [
    'GET',
    new RegExp(`^/api/posts/${post.id}$`),
    () => Response.json({ success: true, data: post }),
  ] as [string, RegExp, () => Response]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a post’s bookmark button', () => {
  it('bookmarks at once with an Idempotency-Key, and shows it pressed', async () => {
    let answer: (response: Response) => void = () => {}
    const post = makePost()
    const fetchMock = stubApi([
      served(post),
      ['PUT', /^\/api\/bookmarks\/post\//, () => new Promise((resolve) => (answer = resolve))],
    ])
    renderSocial(<CachedPost id={post.id} />, { auth: fakeAuth(true) })
    const button = await screen.findByRole('button', { name: 'Bookmark' })
    expect(button.getAttribute('aria-pressed')).toBe('false')

    await userEvent.click(button)
    // shown before the server answers
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT') ?? []
    expect(String(url)).toBe(`/api/bookmarks/post/${post.id}`)
    expect(new Headers(init?.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/)
    answer(Response.json({ success: true, data: { bookmarked: true } }))
    expect(await screen.findByText('Saved to your bookmarks')).toBeTruthy()
  })

  it('puts the button back when the server refuses', async () => {
    const post = makePost({ viewerBookmarked: true })
    stubApi([
      served(post),
      [
        'DELETE',
        /^\/api\/bookmarks\/post\//,
        () =>
          Response.json(
            { success: false, error: 'No such post', code: 'POST_NOT_FOUND' },
            { status: 404 },
          ),
      ],
    ])
    renderSocial(<CachedPost id={post.id} />, { auth: fakeAuth(true) })
    const button = await screen.findByRole('button', { name: 'Bookmark' })
    await userEvent.click(button)
    expect(await screen.findByText(/Could not change the bookmark/)).toBeTruthy()
    expect(button.getAttribute('aria-pressed')).toBe('true')
  })

  it('asks someone signed out to sign in instead', async () => {
    const fetchMock = stubApi([])
    const auth = fakeAuth(false)
    renderSocial(<PostItem post={makePost()} />, { auth })
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark' }))
    expect(auth.requestSignIn).toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('stays on a post moderators removed only while it is bookmarked, so it can leave the list', () => {
    stubApi([])
    const removed = { removedByModerators: true, content: '' }
    const { unmount } = renderSocial(
      <PostItem post={makePost({ ...removed, viewerBookmarked: true })} />,
      { auth: fakeAuth(true) },
    )
    expect(screen.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    unmount()
    renderSocial(<PostItem post={makePost(removed)} />, { auth: fakeAuth(true) })
    expect(screen.queryByRole('button', { name: 'Bookmark' })).toBeNull()
  })
})
