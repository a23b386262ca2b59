/** Query keys of a user's profile; other features invalidate them when counts change. */
export const userKeys = {
  all: ['users'] as const,
  detail: (address: string) => ['users', address.toLowerCase()] as const,
}
