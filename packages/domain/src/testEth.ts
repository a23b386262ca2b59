import { z } from 'zod'

/**
 * Test ETH on the local chain (31337): a demo wallet starts with none, so the server sends it
 * some from a funded development account. Never on any other chain.
 */

/** Ether one request sends: enough for a few demo purchases and their gas. */
export const TEST_ETH_AMOUNT = '1'

/** How long one person, or one address, waits between two requests. */
export const TEST_ETH_INTERVAL_MS = 5 * 60_000

export const testEthRequestSchema = z.object({
  /** Only the local chain, 31337: anything else is refused with TEST_ETH_LOCAL_ONLY. */
  chainId: z.number().int().positive(),
})

export const testEthGrantSchema = z
  .object({
    chainId: z.number().int(),
    /** The signed-in person's wallet, which received it. */
    address: z.string(),
    /** Ether sent, in decimal (`"1"`). */
    amount: z.string(),
    txHash: z.string(),
    /** The wallet's ether on that chain once the transfer was mined, in decimal. */
    balance: z.string(),
    /** When this person may ask again (ISO 8601). */
    nextAt: z.string(),
  })
  .meta({ id: 'TestEthGrant' })

export type TestEthGrant = z.infer<typeof testEthGrantSchema>
