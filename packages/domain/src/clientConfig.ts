import { z } from 'zod'

/** What the web app needs to know about this server before it shows the wallet UI. */
export const clientConfigSchema = z.object({
  success: z.literal(true),
  appName: z.string(),
  description: z.string(),
  /** Chains sign-in and payments accept, with the RPC the browser should use for local ones. */
  chains: z.array(
    z.object({ id: z.number().int(), name: z.string(), rpcUrl: z.string().nullable() }),
  ),
  defaultChainId: z.number().int(),
  demoWallet: z.boolean(),
  walletConnectProjectId: z.string().nullable(),
  /** Share of visits that report their web vitals anonymously (POST /api/vitals). */
  vitalsSampleRate: z.number().min(0).max(1),
  /** The escrow contract checkout funds, by chain id, on chains that have one. */
  escrow: z.record(z.string().regex(/^\d+$/), z.string()),
  /** The USDC contract by chain id, for balances in the wallet area. */
  usdc: z.record(z.string().regex(/^\d+$/), z.string()),
  /** Whether POST /api/test-eth sends test ETH on the local chain (31337) here. */
  testEth: z.boolean(),
  /** The server's VAPID public key (base64url), for PushManager.subscribe. */
  vapidPublicKey: z.string(),
})
export type ClientConfig = z.infer<typeof clientConfigSchema>
