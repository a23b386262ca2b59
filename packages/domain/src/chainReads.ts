import { z } from 'zod'

/**
 * The JSON-RPC methods the browser may ask the server to relay (`POST /api/chains/{id}/rpc`):
 * reads a wallet screen needs (balances, token amounts, names, receipts, gas). Nothing that
 * signs or sends: those go through the person's own wallet.
 */
export const CHAIN_READ_METHODS = [
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
] as const

/** The most calls one relayed batch may carry; the browser batches no more than this. */
export const CHAIN_READ_BATCH_MAX = 100

const chainReadCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string().max(100), z.null()]),
  method: z.string().max(100),
  params: z.array(z.unknown()).max(10).optional(),
})
export type ChainReadCall = z.infer<typeof chainReadCallSchema>

/** One call or a batch of them, as viem's http transport sends them. */
export const chainReadBodySchema = z.union([
  chainReadCallSchema,
  z.array(chainReadCallSchema).min(1).max(CHAIN_READ_BATCH_MAX),
])
