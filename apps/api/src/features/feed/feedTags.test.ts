import type { Post } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { feedPageTags, feedTagsChangedBy } from './feedTags.ts'

const shown = (id: string, authorId: string) => ({ id, author: { id: authorId } }) as Post

/** Whether the event forgets a page with these tags. */
const forgets = (event: Parameters<typeof feedTagsChangedBy>[0], page: string[]) =>
  feedTagsChangedBy(event).some((tag) => page.includes(tag))

describe('feed page tags', () => {
  const wholeFeed = feedPageTags(null, 'latest', [shown('p1', 'ana'), shown('p2', 'ben')])
  const guild = feedPageTags('guild', 'latest', [])
  const trending = feedPageTags(null, 'trending', [])

  it('a reaction or a comment forgets the pages showing its post, and what trends', () => {
    for (const type of ['reaction.changed', 'comment.created', 'comment.deleted'] as const) {
      const event = { type, data: { postId: 'p2', userId: 'cy', commentId: 'c', authorId: 'cy' } }
      expect(forgets(event, wholeFeed)).toBe(true)
      expect(forgets(event, guild)).toBe(false)
      expect(forgets(event, trending)).toBe(true)
      expect(forgets({ ...event, data: { ...event.data, postId: 'p9' } }, wholeFeed)).toBe(false)
    }
  })

  it('a new, changed or deleted post forgets its scope: the whole feed and its community', () => {
    for (const type of ['post.created', 'post.updated', 'post.deleted'] as const) {
      const inGuild = {
        type,
        data: { postId: 'p9', authorId: 'ana', communityId: 'guild', change: 'text' as const },
      }
      expect(forgets(inGuild, wholeFeed)).toBe(true)
      // an empty page of the community too: the post may be its first
      expect(forgets(inGuild, guild)).toBe(true)
      const elsewhere = { ...inGuild, data: { ...inGuild.data, communityId: 'other' } }
      expect(forgets(elsewhere, guild)).toBe(false)
    }
  })

  it('a repost forgets only the pages showing its post (its count), not what trends', () => {
    const event = {
      type: 'repost.changed' as const,
      data: { postId: 'p2', userId: 'cy', communityId: null, reposted: true },
    }
    expect(forgets(event, wholeFeed)).toBe(true)
    expect(forgets({ ...event, data: { ...event.data, postId: 'p9' } }, wholeFeed)).toBe(false)
    expect(forgets(event, trending)).toBe(false)
  })

  it("a person's new name or picture forgets the pages showing their posts", () => {
    expect(forgets({ type: 'user.changed', data: { userId: 'ben' } }, wholeFeed)).toBe(true)
    expect(forgets({ type: 'user.changed', data: { userId: 'cy' } }, wholeFeed)).toBe(false)
  })
})
