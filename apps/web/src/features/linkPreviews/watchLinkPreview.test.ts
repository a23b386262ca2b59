import type { Post } from '@agora/domain'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { postKeys } from '../../lib/postCache.ts'
import { makePost, stubApi } from '../feed/test/socialTestUtils.tsx'
import { watchLinkPreview } from './watchLinkPreview.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const preview = {
  url: 'https://news.example/story',
  title: 'Story',
  description: null,
  imageUrl: null,
  siteName: 'news.example',
}

describe('watchLinkPreview', () => {
  it('reads a just-written post again until its preview arrives, and puts it in the cache', async () => {
    const written = makePost({ id: 'p1', content: 'see https://news.example/story' })
    const served: Post[] = [written, { ...written, linkPreview: preview }]
    const fetchMock = stubApi([
      ['GET', /^\/api\/posts\/p1$/, () => Response.json({ success: true, data: served.shift() })],
    ])
    const queryClient = new QueryClient()
    queryClient.setQueryData(postKeys.detail('p1'), written)

    await watchLinkPreview(queryClient, written)

    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(queryClient.getQueryData<Post>(postKeys.detail('p1'))?.linkPreview).toEqual(preview)
  })

  it('takes a preview away when an edit removed the link', async () => {
    const edited = makePost({ id: 'p2', content: 'no link now', linkPreview: preview })
    stubApi([
      [
        'GET',
        /^\/api\/posts\/p2$/,
        () => Response.json({ success: true, data: { ...edited, linkPreview: null } }),
      ],
    ])
    const queryClient = new QueryClient()
    queryClient.setQueryData(postKeys.detail('p2'), edited)

    await watchLinkPreview(queryClient, edited)

    expect(queryClient.getQueryData<Post>(postKeys.detail('p2'))?.linkPreview).toBeNull()
  })
})
