import type { Currency } from '@agora/domain'
import { useQuery } from '@tanstack/react-query'
import { type Address, erc20Abi } from 'viem'
import { getBalance, readContract } from 'wagmi/actions'
import { balanceKeys } from '../../lib/balanceKeys.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { useWagmiConfig } from '../wallet/useWagmiConfig.ts'

export type PayerBalance =
  /** No wallet connected (or the wallet library is still loading): nothing to check yet. */
  | { status: 'no-wallet' }
  | { status: 'checking' }
  /** The chain did not answer: the balance is unknown. */
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'known'; units: bigint; enough: boolean; retry: () => void }

/**
 * What the connected wallet holds in `currency` on the order's chain, asked of that chain
 * (not of the wallet's current network), and whether it covers `dueUnits`.
 */
export function usePayerBalance(
  chainId: number,
  currency: Currency,
  dueUnits: bigint,
): PayerBalance {
  const web3 = useWeb3()
  const config = useWagmiConfig()
  const address = web3.isConnected ? web3.address : undefined
  const token = currency === 'USDC' ? web3.clientConfig?.usdc[String(chainId)] : undefined
  const query = useQuery({
    queryKey: balanceKeys.checkout(chainId, [address, currency, token]),
    enabled: Boolean(config && address),
    retry: false,
    staleTime: 15_000,
    queryFn: async () => {
      if (!config || !address) throw new Error('No wallet')
      if (currency === 'ETH') return (await getBalance(config, { address, chainId })).value
      if (!token) throw new Error(`No ${currency} contract on chain ${chainId}`)
      return readContract(config, {
        address: token as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
        chainId,
      })
    },
  })
  if (!config || !address) return { status: 'no-wallet' }
  if (query.isError)
    return { status: 'failed', error: query.error, retry: () => void query.refetch() }
  if (query.data === undefined) return { status: 'checking' }
  return {
    status: 'known',
    units: query.data,
    enough: query.data >= dueUnits,
    retry: () => void query.refetch(),
  }
}
