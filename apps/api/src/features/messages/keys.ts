import { NotFoundError, type WrappedPrivateKey } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { messagingKeys } from '../../db/schema/messages.ts'
import type { Viewer } from '../../http/viewer.ts'
import { findUserByAddressOrHandle, userById, walletRequired } from './users.ts'

/** Publishes (or replaces) the viewer's key; the wrapped private key is opaque to the server. */
export async function putMessagingKey(
  ctx: AppContext,
  viewer: Viewer,
  key: { publicKey: string; wrappedPrivateKey: WrappedPrivateKey },
) {
  // the private key is wrapped with a wallet signature and envelopes name wallet addresses
  if (!(await userById(ctx, viewer.userId)).address) throw walletRequired()
  const updatedAt = ctx.clock.now()
  await ctx.db
    .insert(messagingKeys)
    .values({ userId: viewer.userId, ...key, updatedAt })
    .onConflictDoUpdate({ target: messagingKeys.userId, set: { ...key, updatedAt } })
  return { ...key, updatedAt: updatedAt.toISOString() }
}

export async function messagingKeyOf(ctx: AppContext, userId: string) {
  const [row] = await ctx.db.select().from(messagingKeys).where(eq(messagingKeys.userId, userId))
  return row ?? null
}

/** The viewer's own key with its wrapped private key, for a new browser to unwrap. */
export async function ownMessagingKey(ctx: AppContext, viewer: Viewer) {
  const row = await messagingKeyOf(ctx, viewer.userId)
  if (!row) throw new NotFoundError('MESSAGING_KEY_NOT_FOUND', { whose: 'own' })
  return {
    publicKey: row.publicKey,
    wrappedPrivateKey: row.wrappedPrivateKey as WrappedPrivateKey,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function publicMessagingKey(ctx: AppContext, addressOrHandle: string) {
  const user = await findUserByAddressOrHandle(ctx, addressOrHandle)
  const row = await messagingKeyOf(ctx, user.id)
  if (!row || !user.address) throw new NotFoundError('MESSAGING_KEY_NOT_FOUND', { whose: 'peer' })
  return { publicKey: row.publicKey, address: user.address }
}
