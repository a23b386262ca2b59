/** Chains people can sign in and pay on. 31337 (a local node) only when the server has its RPC. */
export const SUPPORTED_CHAINS = [
  { id: 8453, name: 'Base', testnet: false },
  { id: 84532, name: 'Base Sepolia', testnet: true },
  { id: 1, name: 'Ethereum', testnet: false },
  { id: 137, name: 'Polygon', testnet: false },
  { id: 42161, name: 'Arbitrum One', testnet: false },
  { id: 11155111, name: 'Sepolia', testnet: true },
] as const

export const LOCAL_CHAIN_ID = 31337
export const DEFAULT_CHAIN_ID = 8453

export type ChainId = (typeof SUPPORTED_CHAINS)[number]['id'] | typeof LOCAL_CHAIN_ID

export const CHAIN_NAMES: Record<number, string> = {
  ...Object.fromEntries(SUPPORTED_CHAINS.map((chain) => [chain.id, chain.name])),
  [LOCAL_CHAIN_ID]: 'Local chain',
}

/** A chain's name for people: "Base", never "chain 8453", unless the chain is unknown to us. */
export function chainName(chainId: number): string {
  return CHAIN_NAMES[chainId] ?? `Chain ${chainId}`
}

/** Test networks (and a local node) carry no real money: forms and receipts say so. */
export function isTestnet(chainId: number): boolean {
  return (
    chainId === LOCAL_CHAIN_ID ||
    SUPPORTED_CHAINS.some((chain) => chain.id === chainId && chain.testnet)
  )
}
