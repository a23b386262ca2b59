import { type Audience, mutedWordMatcher, type Post } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import { readMutedWords } from './service.ts'

/**
 * A feed page without the posts that contain one of the viewer's muted words. Applied to a
 * page after it is read (and its cursor made from the last row read), so a page may come
 * back shorter but the next one continues where this one stopped, skipping nothing. It runs
 * here rather than in SQL because feed pages are shared between readers (`sharedReads`) and
 * because one JavaScript rule gives the same Unicode answers on PGlite and PostgreSQL,
 * whatever their locale; the web uses the same rule for its placeholders.
 */
export async function hideMutedPosts<P extends { data: Post[] }>(
  ctx: AppContext,
  viewer: Audience,
  page: P,
): Promise<P> {
  if (!viewer) return page
  const words = await readMutedWords(ctx, viewer.userId)
  if (words.length === 0) return page
  const mutedIn = mutedWordMatcher(words)
  // a person's own posts stay: muting a word is about what others write
  const shown = (post: Post) => post.author.id === viewer.userId || !mutedIn(post.content)
  return { ...page, data: page.data.filter(shown) }
}
