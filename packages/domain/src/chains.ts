/** Chains people can sign in and pay on. 31337 (a local node) only when the server has its RPC. */
export const SUPPORTED_CHAINS = [
  { id: 8453, name: 'Base' },
  { id: 84532, name: 'Base Sepolia' },
  { id: 1, name: 'Ethereum' },
  { id: 137, name: 'Polygon' },
  { id: 42161, name: 'Arbitrum One' },
  { id: 11155111, name: 'Sepolia' },
] as const

export const LOCAL_CHAIN_ID = 31337
export const DEFAULT_CHAIN_ID = 8453

export type ChainId = (typeof SUPPORTED_CHAINS)[number]['id'] | typeof LOCAL_CHAIN_ID

export const CHAIN_NAMES: Record<number, string> = {
  ...Object.fromEntries(SUPPORTED_CHAINS.map((chain) => [chain.id, chain.name])),
  [LOCAL_CHAIN_ID]: 'Local chain',
}
