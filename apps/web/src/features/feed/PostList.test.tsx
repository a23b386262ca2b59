import { act, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PostList } from './PostList.tsx'
import {
  fakeAuth,
  fakeIntersectionObserver,
  makePost,
  renderSocial,
  stubApi,
} from './test/socialTestUtils.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const list = (
  <PostList
    filter={{ scope: 'all', sort: 'latest' }}
    label="Latest posts"
    empty={<EmptyState icon="inbox" title="No posts yet" />}
  />
)

describe('PostList', () => {
  it('loads the next page on its cursor when the end comes into view', async () => {
    const observer = fakeIntersectionObserver()
    const first = [makePost({ content: 'first' }), makePost({ content: 'second' })]
    const second = [makePost({ content: 'third' })]
    const fetchMock = stubApi([
      [
        'GET',
        /^\/api\/feed$/,
        ({ url }) =>
          url.searchParams.get('cursor') === 'page-2'
            ? Response.json({ success: true, data: second, nextCursor: null })
            : Response.json({ success: true, data: first, nextCursor: 'page-2' }),
      ],
    ])
    renderSocial(list)

    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeTruthy()
    await screen.findByText('second')
    expect(screen.queryByText('third')).toBeNull()

    act(() => observer.intersect())
    await screen.findByText('third')
    expect(screen.getAllByRole('article')).toHaveLength(3)
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'))
    expect(urls.map((u) => u.searchParams.get('cursor'))).toEqual([null, 'page-2'])
    expect(urls[0]?.searchParams.get('scope')).toBe('all')
    expect(urls[0]?.searchParams.get('sort')).toBe('latest')

    // the last page: nothing more to ask for
    act(() => observer.intersect())
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('reads on past a page that came back empty but has a next one', async () => {
    const observer = fakeIntersectionObserver()
    stubApi([
      [
        'GET',
        /^\/api\/feed$/,
        ({ url }) =>
          url.searchParams.get('cursor') === 'page-2'
            ? Response.json({
                success: true,
                data: [makePost({ content: 'later' })],
                nextCursor: null,
              })
            : Response.json({ success: true, data: [], nextCursor: 'page-2' }),
      ],
    ])
    renderSocial(list)
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading posts' })).toBeNull())
    expect(screen.queryByRole('heading', { name: 'No posts yet' })).toBeNull()
    act(() => observer.intersect())
    await screen.findByText('later')
  })

  it('shows the empty state when there are no posts', async () => {
    stubApi([
      ['GET', /^\/api\/feed$/, () => Response.json({ success: true, data: [], nextCursor: null })],
    ])
    renderSocial(list)
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy()
  })

  it('says what went wrong and retries on request', async () => {
    let fail = true
    stubApi([
      [
        'GET',
        /^\/api\/feed$/,
        () =>
          fail
            ? Response.json(
                { success: false, error: 'The feed is resting', code: 'UNAVAILABLE' },
                { status: 503 },
              )
            : Response.json({
                success: true,
                data: [makePost({ content: 'back' })],
                nextCursor: null,
              }),
      ],
    ])
    renderSocial(list)
    expect(await screen.findByText('The feed is resting')).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('back')).toBeTruthy()
  })

  it('shows a reaction at once and takes it back with a message when saving fails', async () => {
    const post = makePost({ reactions: { like: 2 } })
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    stubApi([
      [
        'GET',
        /^\/api\/feed$/,
        () => Response.json({ success: true, data: [post], nextCursor: null }),
      ],
      [
        'POST',
        /\/reactions$/,
        async () => {
          await answered
          return Response.json(
            { success: false, error: 'Slow down a little', code: 'RATE_LIMITED' },
            { status: 429 },
          )
        },
      ],
    ])
    renderSocial(list, { auth: fakeAuth(true) })
    const like = await screen.findByRole('button', { name: 'Like, 2' })
    expect(like.getAttribute('aria-pressed')).toBe('false')

    await userEvent.click(like)
    const liked = screen.getByRole('button', { name: 'Like, 3' })
    expect(liked.getAttribute('aria-pressed')).toBe('true')

    release()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like, 2' })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Like, 2' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
    expect(screen.getByRole('alert').textContent).toContain('Slow down a little')
  })

  it('keeps the server’s counts after a reaction is saved', async () => {
    const post = makePost()
    stubApi([
      [
        'GET',
        /^\/api\/feed$/,
        () => Response.json({ success: true, data: [post], nextCursor: null }),
      ],
      [
        'POST',
        /\/reactions$/,
        () =>
          Response.json({
            success: true,
            data: { ...post, reactions: { fire: 5 }, viewerReactions: ['fire'] },
          }),
      ],
    ])
    const { container } = renderSocial(list, { auth: fakeAuth(true) })
    await userEvent.click(await screen.findByRole('button', { name: 'Fire, 0' }))
    expect(await screen.findByRole('button', { name: 'Fire, 5' })).toBeTruthy()
    expect(container.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1)
  })

  it('asks a signed-out reader to sign in instead of reacting', async () => {
    const auth = fakeAuth(false)
    const fetchMock = stubApi([
      [
        'GET',
        /^\/api\/feed$/,
        () => Response.json({ success: true, data: [makePost()], nextCursor: null }),
      ],
    ])
    renderSocial(list, { auth })
    await userEvent.click(await screen.findByRole('button', { name: 'Love, 0' }))
    expect(auth.requestSignIn).toHaveBeenCalledOnce()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
