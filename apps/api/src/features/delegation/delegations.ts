import {
  BadRequestError,
  ConflictError,
  DEFAULT_CHAIN_ID,
  DELEGATION_TIMESTAMP_WINDOW_S,
  type Delegation,
  type DelegationMessage,
  delegationTypedData,
  ForbiddenError,
  hasCommunityRole,
  isRevocation,
} from '@agora/domain'
import { and, eq, lt, sql } from 'drizzle-orm'
import { type Address, getAddress, type Hex, recoverTypedDataAddress } from 'viem'
import type { AppContext } from '../../context.ts'
import { communityDelegations } from '../../db/schema/delegation.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { authorColumns, toAuthor } from '../../presenters/author.ts'
import { lastSignInChain, walletSignatureMatches } from '../auth/walletSignatures.ts'
import { findCommunity, memberRole } from '../communities/membership.ts'

export type SignedDelegation = { message: DelegationMessage; signature: Hex }

/**
 * Stores the viewer's signed delegation in a community, replacing the one before; a
 * delegate of 0x0…0 revokes. Refusals: DELEGATION_COMMUNITY_MISMATCH, DELEGATION_SIGNER_MISMATCH
 * (signed by another wallet than the viewer's), DELEGATION_TIMESTAMP_INVALID (outside the
 * window), DELEGATION_SIGNATURE_INVALID, NOT_A_MEMBER, DELEGATE_NOT_MEMBER, DELEGATE_SELF and
 * DELEGATION_SUPERSEDED (one signed as late or later is stored: replays land here).
 */
export async function setDelegation(
  ctx: AppContext,
  viewer: Viewer,
  idOrSlug: string,
  { message, signature }: SignedDelegation,
  client: { ip: string },
) {
  const community = await findCommunity(ctx, idOrSlug)
  if (message.community !== community.id) {
    throw new BadRequestError('DELEGATION_COMMUNITY_MISMATCH')
  }
  const from = getAddress(message.from)
  const [signer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.address, from.toLowerCase()))
  if (signer?.id !== viewer.userId) {
    throw new ForbiddenError('DELEGATION_SIGNER_MISMATCH')
  }
  const nowSeconds = Math.floor(ctx.clock.now().getTime() / 1000)
  if (Math.abs(message.timestamp - nowSeconds) > DELEGATION_TIMESTAMP_WINDOW_S) {
    throw new BadRequestError('DELEGATION_TIMESTAMP_INVALID', {
      minutes: DELEGATION_TIMESTAMP_WINDOW_S / 60,
    })
  }
  if (!(await signedBy(ctx, from, message, signature, client))) {
    throw new BadRequestError('DELEGATION_SIGNATURE_INVALID')
  }
  await requireMember(ctx, community.id, viewer.userId)
  const delegateId = isRevocation(message.delegate)
    ? null
    : await delegateOf(ctx, community.id, message.delegate)
  if (delegateId === viewer.userId) {
    throw new BadRequestError('DELEGATE_SELF')
  }
  await store(ctx, community.id, viewer.userId, {
    delegateId,
    address: from.toLowerCase(),
    delegateAddress: delegateId ? message.delegate.toLowerCase() : null,
    signedAt: message.timestamp,
    signature,
  })
  return getDelegation(ctx, viewer, community.id)
}

/** Revokes without a signature: the session is the proof, and the revocation's time wins. */
export async function revokeDelegation(ctx: AppContext, viewer: Viewer, idOrSlug: string) {
  const community = await findCommunity(ctx, idOrSlug)
  const nowSeconds = Math.floor(ctx.clock.now().getTime() / 1000)
  const [earlier] = await ctx.db
    .select({ signedAt: communityDelegations.signedAt })
    .from(communityDelegations)
    .where(delegationOf(community.id, viewer.userId))
  if (earlier) {
    await ctx.db
      .update(communityDelegations)
      .set({
        delegateId: null,
        address: null,
        delegateAddress: null,
        signature: null,
        signedAt: Math.max(earlier.signedAt, nowSeconds),
        updatedAt: ctx.clock.now(),
      })
      .where(delegationOf(community.id, viewer.userId))
  }
  return getDelegation(ctx, viewer, community.id)
}

export async function getDelegation(
  ctx: AppContext,
  audience: Viewer,
  idOrSlug: string,
): Promise<Delegation> {
  const community = await findCommunity(ctx, idOrSlug)
  const [row] = await ctx.db
    .select()
    .from(communityDelegations)
    .where(delegationOf(community.id, audience.userId))
  const [delegate] = row?.delegateId
    ? await ctx.db.select(authorColumns).from(users).where(eq(users.id, row.delegateId))
    : []
  const signed = row?.signature && row.address && row.delegateAddress
  return {
    communityId: community.id,
    delegate: delegate ? toAuthor(delegate, audience) : null,
    message: signed
      ? {
          from: row.address ?? '',
          community: community.id,
          delegate: row.delegateAddress ?? '',
          timestamp: row.signedAt,
        }
      : null,
    signature: signed ? row.signature : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  }
}

const delegationOf = (communityId: string, delegatorId: string) =>
  and(
    eq(communityDelegations.communityId, communityId),
    eq(communityDelegations.delegatorId, delegatorId),
  )

type Stored = Pick<
  typeof communityDelegations.$inferInsert,
  'delegateId' | 'address' | 'delegateAddress' | 'signedAt' | 'signature'
>

/** Keeps only the latest: a delegation signed at or before the stored one is refused. */
async function store(ctx: AppContext, communityId: string, delegatorId: string, value: Stored) {
  const values = { communityId, delegatorId, ...value, updatedAt: ctx.clock.now() }
  const [stored] = await ctx.db
    .insert(communityDelegations)
    .values(values)
    .onConflictDoUpdate({
      target: [communityDelegations.communityId, communityDelegations.delegatorId],
      set: { ...value, updatedAt: values.updatedAt },
      setWhere: lt(communityDelegations.signedAt, sql`excluded.signed_at`),
    })
    .returning({ signedAt: communityDelegations.signedAt })
  if (!stored) {
    throw new ConflictError('DELEGATION_SUPERSEDED')
  }
}

async function requireMember(ctx: AppContext, communityId: string, userId: string) {
  if (!hasCommunityRole(await memberRole(ctx, communityId, userId), 'member')) {
    throw new ForbiddenError('NOT_A_MEMBER', { action: 'delegate' })
  }
}

async function delegateOf(ctx: AppContext, communityId: string, address: string) {
  const [delegate] = await ctx.db
    .select({ id: users.id, isSuspended: users.isSuspended })
    .from(users)
    .where(eq(users.address, address.toLowerCase()))
  const role = delegate ? await memberRole(ctx, communityId, delegate.id) : null
  if (!delegate || delegate.isSuspended || !hasCommunityRole(role, 'member')) {
    throw new BadRequestError('DELEGATE_NOT_MEMBER')
  }
  return delegate.id
}

async function signedBy(
  ctx: AppContext,
  from: Address,
  message: DelegationMessage,
  signature: Hex,
  client: { ip: string },
) {
  const typed = delegationTypedData({ ...message, from })
  const chainId = (await lastSignInChain(ctx, from)) ?? DEFAULT_CHAIN_ID
  return walletSignatureMatches(
    ctx,
    {
      address: from,
      signature,
      chainId,
      recover: () => recoverTypedDataAddress({ ...typed, signature }),
      verifyOnChain: (chain) => chain.verifyTypedData({ ...typed, address: from, signature }),
    },
    client,
    'DELEGATION_CHAIN_UNAVAILABLE',
  )
}
