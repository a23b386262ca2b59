import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type PostPages, postKeys } from '../../lib/postCache.ts'
import { makePost } from '../feed/test/socialTestUtils.tsx'
import { refreshChangedPosts } from './refreshChangedPosts.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('refreshing changed posts', () => {
  it('reads again only the posts this client holds, keeping who reposted it in the list', async () => {
    const queryClient = new QueryClient()
    const reposter = { ...makePost().author, id: 'u9', handle: 'cy' }
    const held = makePost({ content: 'before', repostedBy: reposter })
    const feedKey = ['feed', { scope: 'following', sort: 'latest' }]
    queryClient.setQueryData<PostPages>(feedKey, {
      pages: [{ success: true, data: [held], nextCursor: null }],
      pageParams: [null],
    })
    const fresh = { ...held, content: 'after', repostedBy: undefined }
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ success: true, data: fresh }), { status: 200 }),
    )
    vi.stubGlobal('fetch', fetchMock)

    refreshChangedPosts(queryClient, [held.id, 'not-held'], 0)

    await vi.waitFor(() =>
      expect(queryClient.getQueryData<PostPages>(feedKey)?.pages[0]?.data[0]).toMatchObject({
        content: 'after',
        repostedBy: { handle: 'cy' },
      }),
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls.at(0)?.at(0))).toContain(`/api/posts/${held.id}`)
    expect(queryClient.getQueryData(postKeys.detail('not-held'))).toBeUndefined()
  })

  it('asks nothing when it holds none of them', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    refreshChangedPosts(new QueryClient(), ['p1'], 0)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
