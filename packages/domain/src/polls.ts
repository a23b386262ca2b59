import { z } from 'zod'
import {
  hasRepeatedChoice,
  POLL_CHOICE_MAX_LENGTH,
  POLL_CHOICES_MAX,
  POLL_CHOICES_MIN,
  POLL_DURATION_HOURS_MAX,
  POLL_DURATION_HOURS_MIN,
} from './rules/polls.ts'

export const pollSchema = z
  .object({
    choices: z.array(z.object({ text: z.string(), votes: z.number().int() })),
    total: z.number().int(),
    endsAt: z.string(),
    closed: z.boolean(),
    /** The index of the choice the viewer voted for; null before they vote or signed out. */
    viewerChoice: z.number().int().nullable(),
  })
  .meta({ id: 'Poll' })
export type Poll = z.infer<typeof pollSchema>

const choiceText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(POLL_CHOICE_MAX_LENGTH, `must be at most ${POLL_CHOICE_MAX_LENGTH} characters`)

export const newPollSchema = z.object({
  choices: z
    .array(choiceText)
    .min(POLL_CHOICES_MIN, `a poll takes ${POLL_CHOICES_MIN} to ${POLL_CHOICES_MAX} choices`)
    .max(POLL_CHOICES_MAX, `a poll takes ${POLL_CHOICES_MIN} to ${POLL_CHOICES_MAX} choices`)
    .refine((choices) => !hasRepeatedChoice(choices), 'must not repeat a choice'),
  durationHours: z
    .number()
    .int('must be a whole number')
    .min(
      POLL_DURATION_HOURS_MIN,
      `must be ${POLL_DURATION_HOURS_MIN} to ${POLL_DURATION_HOURS_MAX} hours`,
    )
    .max(
      POLL_DURATION_HOURS_MAX,
      `must be ${POLL_DURATION_HOURS_MIN} to ${POLL_DURATION_HOURS_MAX} hours`,
    ),
})
export type NewPoll = z.infer<typeof newPollSchema>

export const pollVoteSchema = z.object({ choice: z.number().int('must be a whole number').min(0) })
