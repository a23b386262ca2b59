/**
 * Query keys of wallet balances read from a chain: checkout's and the wallet page's start
 * with BALANCE_KEY, so anything that changes what a wallet holds can have them read again.
 */
export const BALANCE_KEY = ['balance'] as const

export const balanceKeys = {
  all: BALANCE_KEY,
  checkout: (parts: readonly unknown[]) => [...BALANCE_KEY, 'checkout', ...parts] as const,
  wallet: (parts: readonly unknown[]) => [...BALANCE_KEY, 'wallet', ...parts] as const,
}
