import type { GasEstimate } from '@agora/domain'
import { useQuery } from '@tanstack/react-query'
import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { apiFetch } from '../../lib/api.ts'
import type { DataResponse } from '../../lib/responses.ts'

/** The server reads it for 10 s, the worker keeps it 30 s: checkout reads it again as often. */
const GAS_REFRESH_MS = 30_000
const WEI_PER_GWEI = 1e9

/** What gas costs on the chain now, from the server (never a public RPC), in gwei. */
export function GasPriceText({ chainId }: { chainId: number }) {
  const gas = useQuery({
    queryKey: ['gas', chainId] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<DataResponse<GasEstimate>>(`/api/chains/${chainId}/gas`, { signal })).data,
    staleTime: GAS_REFRESH_MS,
    refetchInterval: GAS_REFRESH_MS,
  })
  if (gas.isPending) return <>{t('orders.review.gasChecking')}</>
  if (gas.isError) return <>{t('orders.review.gasUnavailable')}</>
  // the most a unit of gas may cost (EIP-1559), or the chain's one price
  const wei = Number(gas.data.maxFeePerGas ?? gas.data.gasPrice)
  return (
    <>
      {t('orders.review.gasPrice', {
        gwei: formatNumber(wei / WEI_PER_GWEI, { maximumSignificantDigits: 3 }),
      })}
    </>
  )
}
