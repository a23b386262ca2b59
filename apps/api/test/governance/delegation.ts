import { type DelegationMessage, delegationTypedData, NO_DELEGATE } from '@agora/domain'
import type { LocalAccount } from 'viem'
import type { Clock } from '../../src/context.ts'
import type { SignedInUser } from '../social/users.ts'

/** A delegation signed now (by the clock) by `signer`, for `from` unless overridden. */
export async function signDelegation(
  signer: LocalAccount,
  clock: Clock,
  communityId: string,
  delegate: string,
  overrides: Partial<DelegationMessage> = {},
) {
  const message: DelegationMessage = {
    from: signer.address,
    community: communityId,
    delegate,
    timestamp: Math.floor(clock.now().getTime() / 1000),
    ...overrides,
  }
  return { message, signature: await signer.signTypedData(delegationTypedData(message)) }
}

export function putDelegation(user: SignedInUser, communityId: string, body: unknown) {
  return user.call('PUT', `/api/communities/${communityId}/delegation`, body)
}

/** `delegator` hands their power to `delegate` (or takes it back with null); throws if refused. */
export async function delegate(
  delegator: SignedInUser,
  clock: Clock,
  communityId: string,
  to: SignedInUser | null,
) {
  const body = await signDelegation(
    delegator.wallet,
    clock,
    communityId,
    to ? to.address : NO_DELEGATE,
  )
  const res = await putDelegation(delegator, communityId, body)
  if (res.statusCode !== 200) throw new Error(`delegation refused: ${res.body}`)
  return res.json().data
}
