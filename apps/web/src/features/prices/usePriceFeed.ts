import { useCallback, useEffect, useRef, useState } from 'react'
import { convertPrice } from './convertPrice.ts'
import { appendPrice, type PriceHistoryEntry } from './pricing.ts'

export type PriceFeedState =
  | { status: 'loading' }
  | {
      status: 'loaded'
      fiatPrice: number
      currency: string
      updatedAt: number
      /** Where the server's rate came from (`SAMPLE_RATES_SOURCE` or a feed); null if not asked yet. */
      source: string | null
    }
  | { status: 'error'; message: string; updatedAt: number | null }

type Options = {
  cryptoPrice: number
  cryptoSymbol: string
  fiatCurrency: string
  endpoint: string
  updateInterval: number
  /** a known fiat value for the default currency: shown at once, no request */
  initialFiatPrice?: number | undefined
}

/** The fiat value of a crypto amount, refreshed every `updateInterval` ms, with its history. */
export function usePriceFeed({
  cryptoPrice,
  cryptoSymbol,
  fiatCurrency,
  endpoint,
  updateInterval,
  initialFiatPrice,
}: Options) {
  const [state, setState] = useState<PriceFeedState>(
    initialFiatPrice === undefined
      ? { status: 'loading' }
      : {
          status: 'loaded',
          fiatPrice: initialFiatPrice,
          currency: fiatCurrency,
          updatedAt: Date.now(),
          source: null,
        },
  )
  const [history, setHistory] = useState<PriceHistoryEntry[]>([])
  const controller = useRef<AbortController | null>(null)

  const refresh = useCallback(async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setState((previous) =>
      previous.status === 'loaded' && previous.currency === fiatCurrency
        ? previous
        : { status: 'loading' },
    )
    try {
      const result = await convertPrice(
        endpoint,
        cryptoSymbol,
        fiatCurrency,
        cryptoPrice,
        current.signal,
      )
      if (current.signal.aborted) return
      const now = Date.now()
      setState({
        status: 'loaded',
        fiatPrice: result.converted,
        currency: fiatCurrency,
        updatedAt: now,
        source: result.source,
      })
      setHistory((entries) => appendPrice(entries, result.converted, now))
    } catch (error) {
      if (current.signal.aborted) return
      setState((previous) => ({
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
        updatedAt: previous.status === 'loaded' ? previous.updatedAt : null,
      }))
    }
  }, [endpoint, cryptoSymbol, fiatCurrency, cryptoPrice])

  const skipFirst = useRef(initialFiatPrice !== undefined)
  useEffect(() => {
    if (skipFirst.current) skipFirst.current = false
    else void refresh()
    const timer = setInterval(() => void refresh(), updateInterval)
    return () => {
      clearInterval(timer)
      controller.current?.abort()
    }
  }, [refresh, updateInterval])

  return { state, history, refresh }
}
