import type { MutedWord } from '@agora/domain'
import { asc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { mutedWords } from '../../db/schema/mutedWords.ts'

/** Where `viewerReads` keeps a viewer's muted words. */
export const MUTED_WORDS_KEY = 'mutedWords'

/** The viewer's muted words in their order; kept per viewer until they change them. */
export function readMutedWords(ctx: AppContext, userId: string): Promise<MutedWord[]> {
  return ctx.viewerReads.read(userId, MUTED_WORDS_KEY, () =>
    ctx.db
      .select({ text: mutedWords.text, tagsOnly: mutedWords.tagsOnly })
      .from(mutedWords)
      .where(eq(mutedWords.userId, userId))
      .orderBy(asc(mutedWords.position)),
  )
}

/** Replaces the viewer's whole list (already checked: limits, no repeats). */
export async function replaceMutedWords(
  ctx: AppContext,
  userId: string,
  words: MutedWord[],
): Promise<MutedWord[]> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mutedWords).where(eq(mutedWords.userId, userId))
    if (words.length > 0)
      await tx
        .insert(mutedWords)
        .values(words.map((word, position) => ({ userId, position, ...word })))
  })
  ctx.events.publish('mutedWords.changed', { userId })
  return words
}
