import { BadRequestError, type GasEstimate, ServiceUnavailableError } from '@agora/domain'
import { enabledChainIds } from '../../chain/chains.ts'
import type { AppContext } from '../../context.ts'

/** A chain's gas price moves block by block; readers within this share one read. */
const SHARED_MS = 10_000

/**
 * What gas costs on a chain now, from the server's own RPC (the browser asks no RPC provider,
 * so its IP and address reach none): the EIP-1559 fees where the chain has them, and the
 * legacy gas price. A chain that cannot be reached is 503 CHAIN_UNAVAILABLE, never a guess.
 */
export async function readGasEstimate(ctx: AppContext, chainId: number): Promise<GasEstimate> {
  if (!enabledChainIds(ctx.config).includes(chainId))
    throw new BadRequestError('CHAIN_NOT_SUPPORTED', { chainId })
  return ctx.sharedReads.read(`gas:${chainId}`, SHARED_MS, async () => {
    const client = ctx.chains.publicClient(chainId)
    try {
      const [gasPrice, fees] = await Promise.all([
        client.getGasPrice(),
        // a chain without EIP-1559 refuses these: it has a gas price alone
        client.estimateFeesPerGas().catch(() => null),
      ])
      return {
        chainId,
        gasPrice: gasPrice.toString(),
        maxFeePerGas: fees?.maxFeePerGas.toString() ?? null,
        maxPriorityFeePerGas: fees?.maxPriorityFeePerGas.toString() ?? null,
        readAt: ctx.clock.now().toISOString(),
      }
    } catch {
      throw new ServiceUnavailableError('CHAIN_UNAVAILABLE', { check: 'chain', chainId })
    }
  })
}
