import {
  AppError,
  BadRequestError,
  LOCAL_CHAIN_ID,
  NotFoundError,
  ServiceUnavailableError,
  TEST_ETH_AMOUNT,
  TEST_ETH_INTERVAL_MS,
  type TestEthGrant,
} from '@agora/domain'
import { and, desc, eq, gt, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type Address, formatEther, parseEther } from 'viem'
import { testEthRpcUrl } from '../../chain/chains.ts'
import { sendTestEth } from '../../chain/testEthSender.ts'
import type { AppContext } from '../../context.ts'
import { testEthGrants } from '../../db/schema/testEth.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'

/**
 * Sends test ETH on the local chain to the signed-in person's wallet, at most once every
 * TEST_ETH_INTERVAL_MS per person and per address. Any other chain is TEST_ETH_LOCAL_ONLY,
 * a server without a local chain (or in production) TEST_ETH_UNAVAILABLE.
 */
export async function grantTestEth(
  ctx: AppContext,
  viewer: Viewer,
  chainId: number,
  log: FastifyBaseLogger,
): Promise<TestEthGrant> {
  if (chainId !== LOCAL_CHAIN_ID)
    throw new BadRequestError('TEST_ETH_LOCAL_ONLY', { chainId: LOCAL_CHAIN_ID })
  const rpcUrl = testEthRpcUrl(ctx.config)
  if (!rpcUrl) throw new NotFoundError('TEST_ETH_UNAVAILABLE')
  const grant = await claimGrant(ctx, viewer.userId)
  let transfer: Awaited<ReturnType<typeof sendTestEth>>
  try {
    transfer = await sendTestEth(rpcUrl, grant.address as Address, parseEther(TEST_ETH_AMOUNT))
  } catch (err) {
    // nothing was sent: the wait does not start
    await ctx.db.delete(testEthGrants).where(eq(testEthGrants.id, grant.id))
    log.warn({ err }, 'test ETH transfer failed')
    throw new ServiceUnavailableError('CHAIN_UNAVAILABLE', { check: 'localChain' })
  }
  await ctx.db
    .update(testEthGrants)
    .set({ txHash: transfer.txHash })
    .where(eq(testEthGrants.id, grant.id))
  return {
    chainId,
    address: grant.address,
    amount: TEST_ETH_AMOUNT,
    txHash: transfer.txHash,
    balance: formatEther(transfer.balance),
    nextAt: nextAllowedAt(grant.createdAt).toISOString(),
  }
}

const nextAllowedAt = (grantedAt: Date) => new Date(grantedAt.getTime() + TEST_ETH_INTERVAL_MS)

/** Records a transfer about to be sent, or refuses one asked for too soon after the last. */
function claimGrant(ctx: AppContext, userId: string) {
  return ctx.db.transaction(async (tx) => {
    // the person's row is locked: two requests at once cannot both pass the check
    const [user] = await tx
      .select({ address: users.address })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user?.address) throw new BadRequestError('WALLET_REQUIRED', { to: 'testEth' })
    const now = ctx.clock.now()
    const [last] = await tx
      .select({ createdAt: testEthGrants.createdAt })
      .from(testEthGrants)
      .where(
        and(
          or(eq(testEthGrants.userId, userId), eq(testEthGrants.address, user.address)),
          gt(testEthGrants.createdAt, new Date(now.getTime() - TEST_ETH_INTERVAL_MS)),
        ),
      )
      .orderBy(desc(testEthGrants.createdAt))
      .limit(1)
    if (last)
      throw new AppError(
        429,
        'TEST_ETH_TOO_SOON',
        { minutes: TEST_ETH_INTERVAL_MS / 60_000 },
        { nextAt: nextAllowedAt(last.createdAt).toISOString() },
      )
    const [grant] = await tx
      .insert(testEthGrants)
      .values({ userId, address: user.address, createdAt: now })
      .returning()
    if (!grant) throw new Error('test ETH grant insert returned nothing')
    return grant
  })
}
