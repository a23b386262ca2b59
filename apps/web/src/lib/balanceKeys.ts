/**
 * Query keys of wallet balances read from a chain, checkout's and the wallet page's, by
 * chain first: anything that changes what a wallet holds on one chain has those read again,
 * and leaves the other chains (public ones cannot be reached offline) alone.
 */
export const balanceKeys = {
  all: ['balance'] as const,
  onChain: (chainId: number) => ['balance', chainId] as const,
  checkout: (chainId: number, parts: readonly unknown[]) =>
    ['balance', chainId, 'checkout', ...parts] as const,
  wallet: (chainId: number, parts: readonly unknown[]) =>
    ['balance', chainId, 'wallet', ...parts] as const,
}
