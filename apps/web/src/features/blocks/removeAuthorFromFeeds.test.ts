import type { Post } from '@agora/domain'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PostPages } from '../../lib/postCache.ts'
import { removeAuthorFromFeeds } from './removeAuthorFromFeeds.ts'

const post = (id: string, authorId: string, reposterId?: string) =>
  ({
    id,
    author: { id: authorId },
    ...(reposterId ? { repostedBy: { id: reposterId } } : {}),
  }) as unknown as Post

const pages = (...data: Post[][]): PostPages => ({
  pages: data.map((posts, i) => ({
    success: true as const,
    data: posts,
    nextCursor: i < data.length - 1 ? `c${i}` : null,
  })),
  pageParams: data.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
})

describe('removeAuthorFromFeeds', () => {
  it('takes a person’s posts and reposts out of every cached feed, keeping the cursors', () => {
    const client = new QueryClient()
    const home = ['feed', { scope: 'all', sort: 'latest' }]
    const following = ['feed', { scope: 'following', sort: 'latest' }]
    client.setQueryData(home, pages([post('1', 'bob'), post('2', 'ann')], [post('3', 'bob')]))
    client.setQueryData(following, pages([post('4', 'ann', 'bob'), post('5', 'cat')]))
    client.setQueryData(['comments', 'x'], { untouched: true })

    removeAuthorFromFeeds(client, 'bob')

    const homeAfter = client.getQueryData<PostPages>(home)
    expect(homeAfter?.pages.map((page) => page.data.map((p) => p.id))).toEqual([['2'], []])
    expect(homeAfter?.pages.map((page) => page.nextCursor)).toEqual(['c0', null])
    const followingAfter = client.getQueryData<PostPages>(following)
    expect(followingAfter?.pages[0]?.data.map((p) => p.id)).toEqual(['5'])
    expect(client.getQueryData(['comments', 'x'])).toEqual({ untouched: true })
  })
})
