/** Block explorers of the chains Agora serves; a local node has none. */
const EXPLORERS: Record<number, string> = {
  8453: 'https://basescan.org',
  84532: 'https://sepolia.basescan.org',
  1: 'https://etherscan.io',
  137: 'https://polygonscan.com',
  42161: 'https://arbiscan.io',
  11155111: 'https://sepolia.etherscan.io',
}

/** The explorer page of a transaction, or null on a chain without an explorer. */
export function transactionUrl(chainId: number, hash: string): string | null {
  const base = EXPLORERS[chainId]
  return base ? `${base}/tx/${hash}` : null
}

/** The explorer page of an address, or null on a chain without an explorer. */
export function addressUrl(chainId: number, address: string): string | null {
  const base = EXPLORERS[chainId]
  return base ? `${base}/address/${address}` : null
}
