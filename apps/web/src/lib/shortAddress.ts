import { truncateName } from '@agora/domain'

/** A wallet address cut to its first 4 and last 4 characters (spec §9): `0xAb…12cd`. */
export function shortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`
}

/**
 * What to call a user: the name they chose, else their wallet's name (ENS or Basename, cut
 * at 24 characters, spec §9), else their handle.
 */
export function displayName(user: {
  handle: string
  ens: string | null
  displayName?: string | null
}): string {
  return user.displayName || (user.ens && truncateName(user.ens)) || user.handle
}
