import { IDEMPOTENCY_HEADER, type Poll, type Post } from '@agora/domain'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, makePost, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { usePost } from '../posts/data.ts'
import { PostPoll } from './PostPoll.tsx'

const HOUR = 60 * 60 * 1000

function openPoll(overrides: Partial<Poll> = {}): Poll {
  return {
    choices: [
      { text: 'Tea', votes: 1 },
      { text: 'Coffee', votes: 3 },
    ],
    total: 4,
    endsAt: new Date(Date.now() + 5 * HOUR + 60_000).toISOString(),
    closed: false,
    viewerChoice: null,
    ...overrides,
  }
}

/** The poll as a feed shows it: read from the query cache, where a vote's answer lands. */
function CachedPoll({ id }: { id: string }) {
  const { data } = usePost(id)
  return data?.poll ? <PostPoll post={data} poll={data.poll} /> : null
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

describe('a post’s poll', () => {
  it('offers the choices without counts, votes once with an Idempotency-Key, then shows results', async () => {
    const post = makePost({ poll: openPoll() })
    const voted = openPoll({
      choices: [
        { text: 'Tea', votes: 1 },
        { text: 'Coffee', votes: 4 },
      ],
      total: 5,
      viewerChoice: 1,
    })
    const fetchMock = stubApi([
      served(post),
      ['POST', /\/poll$/, () => Response.json({ success: true, data: voted })],
    ])
    renderSocial(<CachedPoll id={post.id} />, { auth: fakeAuth(true) })
    const coffee = await screen.findByRole('button', { name: 'Vote for Coffee' })
    expect(screen.queryByText('75%')).toBeNull()
    expect(screen.getByText(/4 votes · Ends in 5 hours/)).toBeTruthy()

    await userEvent.click(coffee)
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? []
    expect(String(url)).toBe(`/api/posts/${post.id}/poll`)
    expect(JSON.parse(String(init?.body))).toEqual({ choice: 1 })
    expect(new Headers(init?.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/)
    expect(await screen.findByText('80%')).toBeTruthy()
    expect(screen.getByText('20%')).toBeTruthy()
    expect(screen.getByText(/your vote/).closest('li')?.textContent).toContain('Coffee')
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull()
  })

  it('shows final results once the poll ended, with no choice to press', async () => {
    const post = makePost({
      poll: openPoll({ closed: true, endsAt: new Date(Date.now() - HOUR).toISOString() }),
    })
    stubApi([served(post)])
    renderSocial(<CachedPoll id={post.id} />, { auth: fakeAuth(true) })
    expect(await screen.findByText(/4 votes · Final results/)).toBeTruthy()
    expect(screen.getByText('25%')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull()
  })

  it('asks a signed-out reader to sign in rather than voting', async () => {
    const post = makePost({ poll: openPoll() })
    const requestSignIn = vi.fn()
    const fetchMock = stubApi([served(post)])
    renderSocial(<CachedPoll id={post.id} />, { auth: fakeAuth(false, { requestSignIn }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Tea' }))
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to vote' }))
    expect(requestSignIn).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false)
  })

  it('tells someone outside the community why their vote was refused', async () => {
    const post = makePost({
      poll: openPoll(),
      communityId: 'c-1',
      community: { id: 'c-1', slug: 'gardeners', name: 'Gardeners' },
    })
    stubApi([
      served(post),
      [
        'POST',
        /\/poll$/,
        () =>
          Response.json(
            { success: false, error: 'Members only', code: 'NOT_A_MEMBER' },
            { status: 403 },
          ),
      ],
    ])
    renderSocial(<CachedPoll id={post.id} />, { auth: fakeAuth(true) })
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for Tea' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Only members of Gardeners can vote in this poll.',
      ),
    )
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy()
  })
})
