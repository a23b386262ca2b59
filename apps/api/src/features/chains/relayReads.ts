import { BadRequestError, CHAIN_READ_METHODS, type ChainReadCall } from '@agora/domain'
import { HttpRequestError, RpcError, RpcRequestError, TimeoutError } from 'viem'
import { enabledChainIds } from '../../chain/chains.ts'
import type { AppContext } from '../../context.ts'

type ChainReadAnswer =
  | { jsonrpc: '2.0'; id: ChainReadCall['id']; result: unknown }
  | {
      jsonrpc: '2.0'
      id: ChainReadCall['id']
      error: { code: number; message: string; data?: unknown }
    }

const ALLOWED = new Set<string>(CHAIN_READ_METHODS)

/** EIP-1474's "resource unavailable": the chain could not be asked. */
const RESOURCE_UNAVAILABLE = -32002

/**
 * Answers the browser's chain reads from the server's own RPC (configured, or the chain's
 * public one), so the person's address and IP reach no RPC provider. A chain's own refusal
 * (a reverted call) is passed on as its JSON-RPC error. A chain that cannot be reached is
 * said in the protocol the caller speaks: a JSON-RPC error (-32002, `data.code`
 * CHAIN_UNAVAILABLE) for that call, never an invented result.
 */
export async function relayReads(
  ctx: AppContext,
  chainId: number,
  calls: ChainReadCall[],
): Promise<ChainReadAnswer[]> {
  if (!enabledChainIds(ctx.config).includes(chainId))
    throw new BadRequestError('CHAIN_NOT_SUPPORTED', { chainId })
  const refused = calls.find((call) => !ALLOWED.has(call.method))
  if (refused) throw new BadRequestError('RPC_METHOD_NOT_ALLOWED', { method: refused.method })
  const client = ctx.chains.publicClient(chainId)
  return Promise.all(
    calls.map(async ({ id, method, params }): Promise<ChainReadAnswer> => {
      try {
        const result = await client.request({ method, params } as never)
        return { jsonrpc: '2.0', id, result }
      } catch (error) {
        // viem names the chain's JSON-RPC errors by code (invalid params, reverted…): the
        // chain answered, and its answer is passed on as it gave it
        if (error instanceof RpcError) {
          const answer = error.walk((cause) => cause instanceof RpcRequestError)
          return {
            jsonrpc: '2.0',
            id,
            error: {
              code: error.code,
              message: error.details,
              ...(answer instanceof RpcRequestError && answer.data !== undefined
                ? { data: answer.data }
                : {}),
            },
          }
        }
        // anything else than the chain not answering is a fault of ours: a 500, not "unavailable"
        if (!(error instanceof HttpRequestError || error instanceof TimeoutError)) throw error
        return {
          jsonrpc: '2.0',
          id,
          error: {
            code: RESOURCE_UNAVAILABLE,
            message: `Chain ${chainId} cannot be reached right now`,
            data: { code: 'CHAIN_UNAVAILABLE' },
          },
        }
      }
    }),
  )
}
