import { useQuery } from '@tanstack/react-query'
import { convertPrice } from '../prices/convertPrice.ts'
import { DEFAULT_CONVERSION_ENDPOINT, formatFiat } from '../prices/pricing.ts'

/** "$48.00" for a crypto amount, from the app's price table; null until known or if it fails. */
export function useFiatTotal(amount: string, currency: string, fiat = 'USD'): string | null {
  const query = useQuery({
    queryKey: ['fiat-total', currency, fiat, amount],
    queryFn: ({ signal }) =>
      convertPrice(DEFAULT_CONVERSION_ENDPOINT, currency, fiat, Number(amount), signal),
    staleTime: 60_000,
    retry: false,
  })
  return query.data ? formatFiat(query.data.converted, fiat) : null
}
