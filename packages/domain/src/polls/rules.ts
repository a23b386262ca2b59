/** A poll on a post: 2–4 short choices, open 1 hour to 7 days, one vote per person. */
export const POLL_CHOICES_MIN = 2
export const POLL_CHOICES_MAX = 4
export const POLL_CHOICE_MAX_LENGTH = 80
export const POLL_DURATION_HOURS_MIN = 1
export const POLL_DURATION_HOURS_MAX = 7 * 24
/** The durations the composer offers, in hours. */
export const POLL_DURATION_CHOICES = [1, 6, 24, 3 * 24, 7 * 24] as const

/** The same choice written twice: equal once trimmed, ignoring case. */
export function hasRepeatedChoice(choices: readonly string[]) {
  const seen = new Set(choices.map((choice) => choice.trim().toLocaleLowerCase()))
  return seen.size !== choices.length
}

/** When a poll opened at `openedAt` for `durationHours` stops taking votes. */
export function pollEndsAt(openedAt: Date, durationHours: number) {
  return new Date(openedAt.getTime() + durationHours * 60 * 60 * 1000)
}

/** Each choice's share of the votes, in whole percents (0 when nobody voted). */
export function pollPercents(votes: readonly number[]) {
  const total = votes.reduce((sum, count) => sum + count, 0)
  return votes.map((count) => (total === 0 ? 0 : Math.round((count / total) * 100)))
}
