/**
 * Delegation of voting power in one community (Snapshot's semantics): a member hands their
 * voice to another member by signing EIP-712 `Delegation`. No chains: a delegator's power
 * counts for their delegate only, and not when the delegator votes themselves. Pure: no I/O.
 */
import { VOTE_DOMAIN } from '../governance/rules.ts'

/** The zero address as `delegate`: the delegation is revoked. */
export const NO_DELEGATE = '0x0000000000000000000000000000000000000000'

/**
 * A signed delegation's timestamp may differ from the server's clock by this much, either
 * way: an old signature cannot be replayed once the window passes.
 */
export const DELEGATION_TIMESTAMP_WINDOW_S = 10 * 60

/** A delegate's statement: Markdown, rendered without HTML, like a proposal's body. */
export const DELEGATE_STATEMENT_MAX = 2000

/** A delegation as its delegator signs it (EIP-712 primary type `Delegation`). */
export type DelegationMessage = {
  /** The delegator's wallet address. */
  from: string
  /** The community's id. */
  community: string
  /** The delegate's wallet address, or NO_DELEGATE to revoke. */
  delegate: string
  /** Seconds since the Unix epoch. */
  timestamp: number
}

export const DELEGATION_TYPES = {
  Delegation: [
    { name: 'from', type: 'address' },
    { name: 'community', type: 'string' },
    { name: 'delegate', type: 'address' },
    { name: 'timestamp', type: 'uint64' },
  ],
} as const

/** The EIP-712 typed data of a delegation, as wallets sign it and the server verifies it. */
export function delegationTypedData(delegation: DelegationMessage) {
  return {
    domain: VOTE_DOMAIN,
    types: DELEGATION_TYPES,
    primaryType: 'Delegation' as const,
    message: {
      from: delegation.from as `0x${string}`,
      community: delegation.community,
      delegate: delegation.delegate as `0x${string}`,
      timestamp: BigInt(delegation.timestamp),
    },
  }
}

export const isRevocation = (delegate: string) => /^0x0{40}$/i.test(delegate)
