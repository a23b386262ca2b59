import { z } from 'zod'
import { hasRepeatedMutedWord, MUTED_WORD_MAX_LENGTH, MUTED_WORDS_MAX } from './rules.ts'

export const mutedWordSchema = z
  .object({
    text: z.string().trim().min(1).max(MUTED_WORD_MAX_LENGTH),
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
      // a refine carries the limit into the message; .meta keeps it in the OpenAPI document
      .refine((words) => words.length <= MUTED_WORDS_MAX, {
        message: 'MUTED_WORDS_TOO_MANY',
        params: { max: MUTED_WORDS_MAX },
      })
      .refine((words) => !hasRepeatedMutedWord(words), 'MUTED_WORD_REPEATED')
      .meta({ maxItems: MUTED_WORDS_MAX }),
  })
  .meta({ id: 'MutedWords' })
export type MutedWords = z.infer<typeof mutedWordsSchema>
