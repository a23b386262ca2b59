import { z } from 'zod'
import {
  hasRepeatedChoice,
  POLL_CHOICE_MAX_LENGTH,
  POLL_CHOICES_MAX,
  POLL_CHOICES_MIN,
  POLL_DURATION_HOURS_MAX,
  POLL_DURATION_HOURS_MIN,
} from './rules.ts'

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

const choiceText = z.string().trim().min(1).max(POLL_CHOICE_MAX_LENGTH)

const between = (value: number, min: number, max: number) => value >= min && value <= max

// refines carry the limits into their messages; .meta keeps them in the OpenAPI document
export const newPollSchema = z.object({
  choices: z
    .array(choiceText)
    .refine((choices) => between(choices.length, POLL_CHOICES_MIN, POLL_CHOICES_MAX), {
      message: 'POLL_CHOICE_COUNT',
      params: { min: POLL_CHOICES_MIN, max: POLL_CHOICES_MAX },
    })
    .refine((choices) => !hasRepeatedChoice(choices), 'POLL_CHOICE_REPEATED')
    .meta({ minItems: POLL_CHOICES_MIN, maxItems: POLL_CHOICES_MAX }),
  durationHours: z
    .number()
    .int()
    .refine((hours) => between(hours, POLL_DURATION_HOURS_MIN, POLL_DURATION_HOURS_MAX), {
      message: 'POLL_DURATION_RANGE',
      params: { min: POLL_DURATION_HOURS_MIN, max: POLL_DURATION_HOURS_MAX },
    })
    .meta({ minimum: POLL_DURATION_HOURS_MIN, maximum: POLL_DURATION_HOURS_MAX }),
})
export type NewPoll = z.infer<typeof newPollSchema>

export const pollVoteSchema = z.object({ choice: z.number().int().min(0) })
