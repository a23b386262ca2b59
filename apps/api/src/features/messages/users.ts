import { ForbiddenError, NotFoundError } from '@agora/domain'
import { and, eq, inArray, or } from 'drizzle-orm'
import { isAddress } from 'viem'
import type { AppContext } from '../../context.ts'
import { userBlocks } from '../../db/schema/messages.ts'
import { follows } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'

export type UserRow = typeof users.$inferSelect

/** Someone by wallet address or by handle (with or without the @). */
export async function findUserByAddressOrHandle(
  ctx: AppContext,
  addressOrHandle: string,
): Promise<UserRow> {
  const byAddress = isAddress(addressOrHandle, { strict: false })
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(
      byAddress
        ? eq(users.address, addressOrHandle.toLowerCase())
        : eq(users.handle, addressOrHandle.replace(/^@/, '').toLowerCase()),
    )
  if (!row) throw new NotFoundError('USER_NOT_FOUND', { by: 'reference' })
  return row
}

/** Messages are sealed for wallet addresses: an e-mail-only account links a wallet first. */
export function walletRequired() {
  return new ForbiddenError('MESSAGING_WALLET_REQUIRED')
}

export async function userById(ctx: AppContext, id: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id))
  if (!row) throw new NotFoundError('USER_NOT_FOUND', { by: 'id' })
  return row
}

export async function isFollowing(ctx: AppContext, followerId: string, followeeId: string) {
  const [row] = await ctx.db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  return row !== undefined
}

/** Who of the two blocked the other, if anyone. */
export async function blocksBetween(ctx: AppContext, a: string, b: string) {
  const rows = await ctx.db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
  const blockers = new Set(rows.map((row) => row.blockerId))
  return { aBlockedB: blockers.has(a), bBlockedA: blockers.has(b) }
}

/** Of `peerIds`, those the viewer blocked. */
export async function blockedAmong(ctx: AppContext, viewerId: string, peerIds: string[]) {
  if (peerIds.length === 0) return new Set<string>()
  const rows = await ctx.db
    .select({ blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, viewerId), inArray(userBlocks.blockedId, peerIds)))
  return new Set(rows.map((row) => row.blockedId))
}
