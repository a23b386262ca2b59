import { mutedWordMatcher } from '@agora/domain'
import { and, inArray, or } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { userBlocks } from '../../db/schema/messages.ts'
import { mutedWords } from '../../db/schema/mutedWords.ts'
import { userMutes } from '../../db/schema/mutes.ts'
import { posts as postsTable } from '../../db/schema/social.ts'

type Announced = { postId: string; authorId: string }

/** For each listener, the batch's posts their feed would show. */
export type FeedNewsAudience = <P extends Announced>(
  listeners: string[],
  posts: P[],
) => Promise<Map<string, P[]>>

/**
 * Who may hear of a batch of new posts, as the feed would show them (feed/service.ts): not
 * what people a listener blocked, was blocked by or muted wrote, nor posts holding one of the
 * listener's muted words. A few queries a batch, whatever the number of sockets: the blocks and
 * mutes between the listeners and the batch's authors, the listeners' muted words, and only
 * when someone has some, the batch's texts.
 */
export function feedNewsAudience(ctx: AppContext): FeedNewsAudience {
  return async (listeners, posts) => {
    const shown = new Map(listeners.map((id) => [id, posts] as const))
    if (listeners.length === 0 || posts.length === 0) return shown
    const authors = [...new Set(posts.map((post) => post.authorId))]
    const [blocks, mutes, words] = await Promise.all([
      ctx.db
        .select({ a: userBlocks.blockerId, b: userBlocks.blockedId })
        .from(userBlocks)
        .where(
          or(
            and(inArray(userBlocks.blockerId, listeners), inArray(userBlocks.blockedId, authors)),
            and(inArray(userBlocks.blockedId, listeners), inArray(userBlocks.blockerId, authors)),
          ),
        ),
      ctx.db
        .select({ listener: userMutes.muterId, author: userMutes.mutedId })
        .from(userMutes)
        .where(and(inArray(userMutes.muterId, listeners), inArray(userMutes.mutedId, authors))),
      ctx.db
        .select({
          listener: mutedWords.userId,
          text: mutedWords.text,
          tagsOnly: mutedWords.tagsOnly,
        })
        .from(mutedWords)
        .where(inArray(mutedWords.userId, listeners)),
    ])
    const hidden = new Map<string, Set<string>>()
    const hide = (listener: string, author: string) =>
      hidden.set(listener, (hidden.get(listener) ?? new Set()).add(author))
    for (const { a, b } of blocks) {
      hide(a, b)
      hide(b, a)
    }
    for (const { listener, author } of mutes) hide(listener, author)
    const contents = words.length > 0 ? await contentsOf(ctx, posts) : new Map<string, string>()
    const wordsOf = new Map<string, typeof words>()
    for (const word of words)
      wordsOf.set(word.listener, [...(wordsOf.get(word.listener) ?? []), word])
    for (const listener of listeners) {
      const users = hidden.get(listener)
      const own = wordsOf.get(listener)
      if (!users && !own) continue
      const mutedIn = mutedWordMatcher(own ?? [])
      shown.set(
        listener,
        posts.filter(
          (post) => !users?.has(post.authorId) && !mutedIn(contents.get(post.postId) ?? ''),
        ),
      )
    }
    return shown
  }
}

async function contentsOf(ctx: AppContext, posts: Announced[]) {
  const rows = await ctx.db
    .select({ id: postsTable.id, content: postsTable.content })
    .from(postsTable)
    .where(
      inArray(
        postsTable.id,
        posts.map((post) => post.postId),
      ),
    )
  return new Map(rows.map((row) => [row.id, row.content]))
}
