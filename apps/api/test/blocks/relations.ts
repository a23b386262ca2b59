import type { Comment, HiddenUser, InboxNotification, Post } from '@agora/domain'
import { expect } from 'vitest'
import type { SignedInUser } from '../social/users.ts'

export const block = (by: SignedInUser, whom: SignedInUser) =>
  by.call('POST', `/api/users/${whom.address}/block`)
export const unblock = (by: SignedInUser, whom: SignedInUser) =>
  by.call('DELETE', `/api/users/${whom.address}/block`)
export const follow = (by: SignedInUser, whom: SignedInUser) =>
  by.call('POST', `/api/users/${whom.address}/follow`)
export const newTag = () => `t${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`

export async function handleOf(user: SignedInUser) {
  return (await user.call('GET', '/api/auth/me')).json().user.handle as string
}

/** Every post of a tag's feed the reader sees, page by page (so paging is checked too). */
export async function tagFeed(reader: SignedInUser, tag: string, extra = '', limit = 2) {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const res = await reader.call(
      'GET',
      `/api/feed?tag=${tag}&limit=${limit}${extra}${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(res.statusCode).toBe(200)
    const page = res.json() as { data: Post[]; nextCursor: string | null }
    ids.push(...page.data.map((post) => post.id))
    cursor = page.nextCursor
  } while (cursor)
  return ids
}

export async function commentsSeenBy(reader: SignedInUser, postId: string) {
  const res = await reader.call('GET', `/api/posts/${postId}/comments`)
  expect(res.statusCode).toBe(200)
  return (res.json().data as Comment[]).map((comment) => comment.author.id)
}

export async function followsOf(user: SignedInUser, other: SignedInUser) {
  const res = await user.call('GET', `/api/users/${other.address}`)
  return res.json().data as { viewerFollows: boolean }
}

export async function inboxOf(user: SignedInUser) {
  const res = await user.call('GET', '/api/notifications')
  expect(res.statusCode).toBe(200)
  return res.json().data as InboxNotification[]
}

export async function listOf(user: SignedInUser, which: 'blocks' | 'mutes') {
  const res = await user.call('GET', `/api/me/${which}`)
  expect(res.statusCode).toBe(200)
  return (res.json().data as HiddenUser[]).map((entry) => entry.person.id)
}
