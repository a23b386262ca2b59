import {
  CHAIN_NAMES,
  type ClientConfig,
  clientConfigSchema,
  DEFAULT_CHAIN_ID,
  LOCAL_CHAIN_ID,
} from '@agora/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { enabledChainIds, testEthRpcUrl } from '../../chain/chains.ts'
import type { AppContext } from '../../context.ts'
import { errorResponses, publicSecurity } from '../../http/routeSchemas.ts'

/** Chains whose configured RPC the browser uses too: a local node, and Base Sepolia (spec §7). */
const BROWSER_RPC_CHAINS = [LOCAL_CHAIN_ID, 84532]

export function clientConfig(ctx: AppContext): ClientConfig {
  const { config } = ctx
  return {
    success: true,
    appName: 'Agora',
    description: 'Decentralized Web3 Marketplace and DAO Platform',
    chains: enabledChainIds(config).map((id) => ({
      id,
      name: CHAIN_NAMES[id] ?? `Chain ${id}`,
      // other chains use the wallet's own RPC: their configured URLs may carry provider keys
      rpcUrl: BROWSER_RPC_CHAINS.includes(id) ? (config.rpcUrls[id] ?? null) : null,
    })),
    defaultChainId: config.rpcUrls[LOCAL_CHAIN_ID] ? LOCAL_CHAIN_ID : DEFAULT_CHAIN_ID,
    demoWallet: config.demoWallet,
    walletConnectProjectId: config.walletConnectProjectId,
    vitalsSampleRate: config.vitalsSampleRate,
    usdc: Object.fromEntries(
      enabledChainIds(config).flatMap((id) => {
        const address = config.usdcAddresses[id]
        return address ? [[String(id), address]] : []
      }),
    ),
    escrow: Object.fromEntries(
      Object.entries(ctx.escrows.all()).map(([chainId, address]) => [chainId, address]),
    ),
    testEth: testEthRpcUrl(config) !== null,
    vapidPublicKey: ctx.vapid.publicKey,
  }
}

export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/config',
      {
        schema: {
          tags: ['config'],
          summary: 'What the web app needs to set up its wallet UI',
          operationId: 'getClientConfig',
          security: publicSecurity,
          response: { 200: clientConfigSchema, ...errorResponses(400, 429) },
        },
      },
      async () => clientConfig(ctx),
    )
  }
}
