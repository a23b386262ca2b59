import { LOCAL_CHAIN_ID } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type Address, createWalletClient, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { viemChain } from '../chain/chains.ts'
import { deployEscrow } from '../chain/escrowContract.ts'
import type { AppContext } from '../context.ts'
import { appMeta } from '../db/schema/meta.ts'

// Hardhat's first default account: publicly known and funded on every local node. Only
// ever used on chain 31337, to deploy the demo's escrow.
const LOCAL_DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const DAY_S = 86_400n
const metaKey = `escrow_${LOCAL_CHAIN_ID}`

/**
 * With a local chain and no ESCROW_ADDRESS_31337, the demo deploys its own escrow there
 * (arbiter ESCROW_ARBITER, or the deployer) and reuses it while the node keeps it. A chain
 * that cannot be reached leaves checkout on direct payments.
 */
export async function deployLocalEscrow(ctx: AppContext, log: FastifyBaseLogger) {
  const rpcUrl = ctx.config.rpcUrls[LOCAL_CHAIN_ID]
  if (!rpcUrl || ctx.config.env === 'production' || ctx.escrows.on(LOCAL_CHAIN_ID)) return
  try {
    const wallet = createWalletClient({
      account: privateKeyToAccount(LOCAL_DEPLOYER_KEY),
      chain: viemChain(LOCAL_CHAIN_ID),
      transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }),
    }).extend(publicActions)
    const [known] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, metaKey))
    const knownAddress = (known?.value as { address?: Address } | undefined)?.address
    // the demo's deployer also sends its auto-releases: the local node funds it
    if (knownAddress && ((await wallet.getCode({ address: knownAddress })) ?? '0x') !== '0x') {
      ctx.escrows.use(LOCAL_CHAIN_ID, knownAddress)
      ctx.escrows.useKeeper(LOCAL_CHAIN_ID, LOCAL_DEPLOYER_KEY)
      return
    }
    const deploy = () =>
      deployEscrow(wallet, {
        arbiter: ctx.config.escrowArbiter ?? wallet.account.address,
        releaseDelaySeconds: BigInt(ctx.config.escrowReleaseDays) * DAY_S,
      })
    // once more on a nonce race with someone else using the node's well-known first account
    const address = await deploy().catch(deploy)
    await ctx.db
      .insert(appMeta)
      .values({ key: metaKey, value: { address } })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: { address }, updatedAt: new Date() },
      })
    ctx.escrows.use(LOCAL_CHAIN_ID, address)
    ctx.escrows.useKeeper(LOCAL_CHAIN_ID, LOCAL_DEPLOYER_KEY)
    log.info({ address, chainId: LOCAL_CHAIN_ID }, 'deployed the demo escrow')
  } catch (err) {
    log.warn(
      { err },
      'could not deploy the demo escrow on the local chain; checkout pays sellers directly there',
    )
  }
}
