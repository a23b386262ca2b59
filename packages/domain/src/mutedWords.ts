import { z } from 'zod'
import { hasRepeatedMutedWord, MUTED_WORD_MAX_LENGTH, MUTED_WORDS_MAX } from './rules/mutedWords.ts'

export const mutedWordSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(MUTED_WORD_MAX_LENGTH, `must be at most ${MUTED_WORD_MAX_LENGTH} characters`),
    /** Only the #tag of the word, not the word in running text. */
    tagsOnly: z.boolean(),
  })
  .meta({ id: 'MutedWord' })
export type MutedWord = z.infer<typeof mutedWordSchema>

/** The viewer's whole list, read and replaced at once. */
export const mutedWordsSchema = z
  .object({
    words: z
      .array(mutedWordSchema)
      .max(MUTED_WORDS_MAX, `at most ${MUTED_WORDS_MAX} muted words`)
      .refine((words) => !hasRepeatedMutedWord(words), 'must not repeat a word (in any case)'),
  })
  .meta({ id: 'MutedWords' })
export type MutedWords = z.infer<typeof mutedWordsSchema>
