import {
  type Audience,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type PrivacyRules,
  type PublicUser,
  userVisibility,
} from '@agora/domain'
import { and, eq, sql } from 'drizzle-orm'
import { isAddress } from 'viem'
import type { AppContext } from '../../context.ts'
import { follows, posts } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import { isUniqueViolation } from '../../db/uniqueViolation.ts'
import type { Viewer } from '../../http/viewer.ts'
import { refuseIfBlocked } from '../blocks/refuseIfBlocked.ts'

export async function findUserByAddress(ctx: AppContext, address: string) {
  if (!isAddress(address, { strict: false })) throw new BadRequestError('NOT_A_WALLET_ADDRESS')
  const [row] = await ctx.db.select().from(users).where(eq(users.address, address.toLowerCase()))
  if (!row) throw new NotFoundError('USER_NOT_FOUND', { by: 'wallet' })
  return row
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// an @mention names a person by handle; a handle never looks like an address (no 0x + 40 hex)
const HANDLE = /^@?[a-z0-9_]{3,30}$/i

async function findUserByHandle(ctx: AppContext, handle: string) {
  const name = handle.replace(/^@/, '').toLowerCase()
  const [row] = await ctx.db.select().from(users).where(eq(users.handle, name))
  if (!row) throw new NotFoundError('USER_NOT_FOUND', { by: 'handle', handle: name })
  return row
}

/** By user id, as notifications and messages name people; the same privacy rules apply. */
async function findUserById(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id.toLowerCase()))
  if (!row) throw new NotFoundError('USER_NOT_FOUND', { by: 'id' })
  return row
}

/** By user id, by @handle (as mentions name people) or by wallet address. */
export function findUserByReference(ctx: AppContext, addressOrId: string) {
  if (UUID.test(addressOrId)) return findUserById(ctx, addressOrId)
  if (HANDLE.test(addressOrId)) return findUserByHandle(ctx, addressOrId)
  return findUserByAddress(ctx, addressOrId)
}

/**
 * The person named (@handle, address or id) once the viewer may see their activity: someone
 * who keeps it private is not listed post by post or community by community, though each
 * post stays where it was shared. 403 ACTIVITY_PRIVATE otherwise.
 */
export async function userWithVisibleActivity(
  ctx: AppContext,
  addressOrId: string,
  viewer: Audience,
) {
  const user = await findUserByReference(ctx, addressOrId)
  if (!userVisibility(user.id, user.privacySettings as PrivacyRules, viewer).activity)
    throw new ForbiddenError('ACTIVITY_PRIVATE', { handle: user.handle })
  return user
}

/**
 * A user as far as the viewer may see them, by wallet address, @handle or user id (the inbox
 * names people by id).
 */
export async function getPublicUser(
  ctx: AppContext,
  addressOrId: string,
  viewer: Audience,
): Promise<PublicUser> {
  const user = await findUserByReference(ctx, addressOrId)
  const viewerId = viewer?.userId ?? null
  const access = userVisibility(user.id, user.privacySettings as PrivacyRules, viewer)
  const count = (query: Promise<{ n: number }[]>) => query.then((rows) => rows[0]?.n ?? 0)
  const n = sql<number>`count(*)::int`
  const [followers, following, postCount, viewerFollows] = await Promise.all([
    count(ctx.db.select({ n }).from(follows).where(eq(follows.followeeId, user.id))),
    count(ctx.db.select({ n }).from(follows).where(eq(follows.followerId, user.id))),
    count(ctx.db.select({ n }).from(posts).where(eq(posts.authorId, user.id))),
    viewerId
      ? count(
          ctx.db
            .select({ n })
            .from(follows)
            .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, user.id))),
        )
      : 0,
  ])
  return {
    id: user.id,
    address: access.address ? user.address : null,
    handle: user.handle,
    displayName: user.displayName,
    ens: access.address ? user.ens : null,
    bio: access.profile ? user.bio : null,
    avatar: access.profile ? user.avatar : null,
    counts: access.activity ? { followers, following, posts: postCount } : null,
    viewerFollows: viewerFollows > 0,
    createdAt: user.createdAt.toISOString(),
  }
}

type ProfileChange = {
  handle?: string | undefined
  displayName?: string | null | undefined
  bio?: string | null | undefined
  avatar?: string | null | undefined
  ens?: string | null | undefined
}

/** By wallet address or, for an e-mail account without one, by user id. */
export async function updateProfile(
  ctx: AppContext,
  viewer: Viewer,
  addressOrId: string,
  change: ProfileChange,
) {
  const user = await findUserByReference(ctx, addressOrId)
  if (user.id !== viewer.userId) throw new ForbiddenError('PROFILE_EDIT_OWN_ONLY')
  if (change.handle !== undefined && change.handle !== user.handle)
    await assertHandleFree(ctx, change.handle, user.id)
  await ctx.db
    .update(users)
    .set({ ...change, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .catch((error: unknown) => {
      // someone took the handle between the check and this write
      if (isUniqueViolation(error)) throw handleTaken()
      throw error
    })
  // feeds, member lists and shared pages hold the old name and picture: they let go of them
  ctx.events.publish('user.changed', { userId: user.id })
  return getPublicUser(ctx, user.id, viewer)
}

async function assertHandleFree(ctx: AppContext, handle: string, ownerId: string) {
  const [holder] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.handle, handle))
  if (holder && holder.id !== ownerId) throw handleTaken()
}

function handleTaken() {
  return new ConflictError('HANDLE_TAKEN')
}

/** Following twice changes nothing; nobody follows themselves. */
export async function follow(ctx: AppContext, viewer: Viewer, address: string) {
  const user = await findUserByAddress(ctx, address)
  if (user.id === viewer.userId) throw new BadRequestError('CANNOT_FOLLOW_SELF')
  await refuseIfBlocked(ctx, viewer.userId, user.id)
  const added = await ctx.db
    .insert(follows)
    .values({ followerId: viewer.userId, followeeId: user.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ followeeId: follows.followeeId })
  // following again changes nothing, so it tells nobody
  if (added.length > 0)
    ctx.events.publish('follow.changed', {
      followerId: viewer.userId,
      followeeId: user.id,
      following: true,
    })
  return getPublicUser(ctx, address, viewer)
}

export async function unfollow(ctx: AppContext, viewer: Viewer, address: string) {
  const user = await findUserByAddress(ctx, address)
  const removed = await ctx.db
    .delete(follows)
    .where(and(eq(follows.followerId, viewer.userId), eq(follows.followeeId, user.id)))
    .returning({ followeeId: follows.followeeId })
  if (removed.length > 0)
    ctx.events.publish('follow.changed', {
      followerId: viewer.userId,
      followeeId: user.id,
      following: false,
    })
  return getPublicUser(ctx, address, viewer)
}
