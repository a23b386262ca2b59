import { z } from 'zod'

/**
 * What gas costs on a chain now, read by the server from its own RPC: amounts in wei, as
 * decimal strings. The EIP-1559 fees are null on a chain without them (then only `gasPrice`).
 */
export const gasEstimateSchema = z
  .object({
    chainId: z.number().int(),
    gasPrice: z.string(),
    maxFeePerGas: z.string().nullable(),
    maxPriorityFeePerGas: z.string().nullable(),
    readAt: z.string(),
  })
  .meta({ id: 'GasEstimate' })
export type GasEstimate = z.infer<typeof gasEstimateSchema>
