/** The error a field over its limit shows, live while typing and again on submit. */
export function limitError(length: number, limit: number): string | null {
  if (length <= limit) return null
  const over = length - limit
  return `Use at most ${limit} characters (${over} too many)`
}
