import { useQueries } from '@tanstack/react-query'
import { type Address, erc20Abi, formatUnits } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, readContract } from 'wagmi/actions'
import { balanceKeys } from '../../../lib/balanceKeys.ts'

export type ChainBalance = {
  chainId: number
  name: string
  nativeSymbol: string
  native: string | null
  usdc: string | null
  hasUsdc: boolean
  failed: boolean
  loading: boolean
}

/** Native and USDC balances of `address` on every configured chain, each asked of that chain. */
export function useBalances(
  config: Config | null,
  address: Address | undefined,
  chains: { id: number; name: string }[],
  usdc: Record<string, string>,
): ChainBalance[] {
  const results = useQueries({
    queries: chains.map((chain) => ({
      queryKey: balanceKeys.wallet(chain.id, [address]),
      enabled: Boolean(config && address),
      retry: false,
      staleTime: 30_000,
      queryFn: async () => {
        if (!config || !address) throw new Error('No wallet')
        const token = usdc[String(chain.id)] as Address | undefined
        const [native, tokenUnits] = await Promise.all([
          getBalance(config, { address, chainId: chain.id }),
          token
            ? readContract(config, {
                address: token,
                abi: erc20Abi,
                functionName: 'balanceOf',
                args: [address],
                chainId: chain.id,
              })
            : null,
        ])
        return {
          native: formatUnits(native.value, native.decimals),
          usdc: tokenUnits === null ? null : formatUnits(tokenUnits, 6),
        }
      },
    })),
  })
  return chains.map((chain, index) => {
    const result = results[index]
    const viemChain = config?.chains.find((entry) => entry.id === chain.id)
    return {
      chainId: chain.id,
      name: chain.name,
      nativeSymbol: viemChain?.nativeCurrency.symbol ?? 'ETH',
      native: result?.data?.native ?? null,
      usdc: result?.data?.usdc ?? null,
      hasUsdc: Boolean(usdc[String(chain.id)]),
      failed: Boolean(result?.isError),
      loading: Boolean(result?.isLoading),
    }
  })
}
