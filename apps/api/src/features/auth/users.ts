import {
  ConflictError,
  generatedHandle,
  NotFoundError,
  type Preferences,
  type PrivacySettings,
  type User,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/users.ts'
import type { SessionUser } from '../../sessions.ts'

export function toUser(row: SessionUser): User {
  return {
    id: row.id,
    address: row.address,
    handle: row.handle,
    displayName: row.displayName,
    bio: row.bio,
    avatar: row.avatar,
    ens: row.ens,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    kycStatus: row.kycStatus,
    role: row.role,
    permissions: row.permissions,
    isActive: row.isActive,
    isSuspended: row.isSuspended,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    preferences: row.preferences as Preferences,
    privacySettings: row.privacySettings as PrivacySettings,
  }
}

export async function findUser(ctx: AppContext, userId: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new NotFoundError('USER_NOT_FOUND')
  return row
}

/** The account that owns a wallet, created on its first sign-in (handle `user_` + 0xabcd). */
export async function findOrCreateWalletUser(ctx: AppContext, address: string) {
  const owner = address.toLowerCase()
  const [existing] = await ctx.db.select().from(users).where(eq(users.address, owner))
  if (existing) return existing
  // two addresses can share their first characters: lengthen the handle until it is free
  for (let length = 6; length <= 42; length += 2) {
    const [created] = await ctx.db
      .insert(users)
      .values({ address: owner, handle: generatedHandle(owner, length) })
      .onConflictDoNothing()
      .returning()
    if (created) return created
    const [raced] = await ctx.db.select().from(users).where(eq(users.address, owner))
    if (raced) return raced
  }
  throw new Error(`no free handle for ${owner}`)
}

/** Links a signed-in wallet to an e-mail account, so either sign-in reaches it. */
export async function linkWallet(ctx: AppContext, userId: string, address: string) {
  const owner = address.toLowerCase()
  const [holder] = await ctx.db.select().from(users).where(eq(users.address, owner))
  if (holder && holder.id !== userId) {
    throw new ConflictError('WALLET_TAKEN')
  }
  const [updated] = await ctx.db
    .update(users)
    .set({ address: owner, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId))
    .returning()
  if (!updated) throw new NotFoundError('USER_NOT_FOUND')
  return updated
}
