import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { useUser } from '../../lib/useUser.ts'

/** A buyer or seller as a confirmation names them. */
export type Party = {
  address: string
  /** "@handle"; the short address while the profile loads or when it cannot be read. */
  label: string
  /** The name they chose, else their ENS name; null when that is just the handle. */
  name: string | null
  short: string
  /** Still asking who it is: a confirmation waits, so its button's text doesn't change under a click. */
  pending: boolean
}

/** Who owns `address` on Agora, read from their public profile. */
export function useParty(address: string): Party {
  const lookup = useUser(address)
  const short = shortAddress(address)
  const user = lookup.data
  const name = user ? displayName(user) : null
  return {
    address,
    label: user ? `@${user.handle}` : short,
    name: user && name !== user.handle ? name : null,
    short,
    pending: lookup.isPending,
  }
}
