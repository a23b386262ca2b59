import { LOCAL_CHAIN_ID, listingCertificate } from '@agora/domain'
import { eq, ne, sql } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { appMeta } from '../db/schema/meta.ts'
import { posts } from '../db/schema/social.ts'
import { users } from '../db/schema/users.ts'
import { createComment } from '../features/comments/service.ts'
import { createCommunity, joinCommunity } from '../features/communities/service.ts'
import { certifyListing, createListing } from '../features/marketplace/listings.ts'
import { addReaction } from '../features/reactions/service.ts'
import type { Viewer } from '../http/viewer.ts'
import { demoCommunities, demoListings, demoPosts } from './demoContent.ts'
import { demoWallets } from './demoWallets.ts'

const SEEDED_KEY = 'demo_seeded_at'
const HOUR_MS = 60 * 60 * 1000
const PUBLIC_DEMO_CHAIN_ID = 8453

/**
 * Gives a brand-new database some life: demo people, communities, posts and listings, written through
 * the same services people use so every counter is right. Runs once, and never on a
 * database that already has people of its own.
 */
export async function seedDemoContent(ctx: AppContext) {
  const [seeded] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY))
  if (seeded) return
  if (await hasUsersOfItsOwn(ctx)) return

  const demoUsers = await ctx.db
    .insert(users)
    .values(
      demoWallets.map((wallet) => ({
        address: wallet.address,
        handle: wallet.handle,
        bio: wallet.bio,
      })),
    )
    .returning({ id: users.id })
  const viewers: Viewer[] = demoUsers.map((user) => ({
    userId: user.id,
    sessionId: 'demo-seed',
    role: 'user',
    permissions: [],
  }))
  const as = (index: number) => {
    const viewer = viewers[index]
    if (!viewer) throw new Error(`no demo person ${index}`)
    return viewer
  }

  const communityIds = new Map<string, string>()
  for (const community of demoCommunities) {
    const { key, founder, ...fields } = community
    const created = await createCommunity(ctx, as(founder), { ...fields, rules: [...fields.rules] })
    communityIds.set(key, created.id)
    for (const member of viewers)
      if (member !== as(founder)) await joinCommunity(ctx, member, created.id)
  }

  const now = ctx.clock.now().getTime()
  for (const post of demoPosts) {
    const [row] = await ctx.db
      .insert(posts)
      .values({
        authorId: as(post.author).userId,
        communityId: post.community ? (communityIds.get(post.community) ?? null) : null,
        content: post.content,
        createdAt: new Date(now - post.hoursAgo * HOUR_MS),
      })
      .returning({ id: posts.id })
    if (!row) continue
    for (const [user, type] of post.reactions ?? []) await addReaction(ctx, as(user), row.id, type)
    for (const [user, content] of post.comments ?? [])
      await createComment(ctx, as(user), row.id, { content })
  }

  // with the README's local chain the demo listings can be bought for real (through its
  // escrow): those in ETH, and those in USDC too when the node has a USDC_ADDRESS_31337
  const local = Boolean(ctx.config.rpcUrls[LOCAL_CHAIN_ID])
  const localUsdc = Boolean(ctx.config.usdcAddresses[LOCAL_CHAIN_ID])
  for (const listing of demoListings) {
    const demoChainId =
      local && (listing.currency === 'ETH' || localUsdc) ? LOCAL_CHAIN_ID : PUBLIC_DEMO_CHAIN_ID
    const { seller, certified, ...fields } = listing
    const created = await createListing(ctx, as(seller), {
      ...fields,
      chainId: demoChainId,
      images: [],
    })
    if (certified) {
      const signature = await demoWallets[seller]?.account.signTypedData(
        listingCertificate(created),
      )
      if (signature) await certifyListing(ctx, as(seller), created.id, signature)
    }
  }

  await ctx.db.insert(appMeta).values({ key: SEEDED_KEY, value: ctx.clock.now().toISOString() })
}

/**
 * Whether anyone but a super admin has an account. The super admin doesn't count: ADMIN_EMAIL
 * makes it at start, before seeding, so a fresh database with one still gets the demo.
 */
async function hasUsersOfItsOwn(ctx: AppContext) {
  const [{ count } = { count: 0 }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(ne(users.role, 'super_admin'))
  return count > 0
}
