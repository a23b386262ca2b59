import { SAMPLE_RATES_SOURCE, type UiSize } from '@agora/domain'
import { useEffect, useId, useState } from 'react'
import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { cx } from '../../ui/cx.ts'
import { Icon } from '../../ui/Icon.tsx'
import {
  DEFAULT_CONVERSION_ENDPOINT,
  DEFAULT_FIAT_CURRENCIES,
  formatCrypto,
  formatFiat,
  PRICE_UPDATE_INTERVAL_MS,
  relativeTime,
  symbolFor,
} from './pricing.ts'
import { usePriceFeed } from './usePriceFeed.ts'
import './PriceDisplay.css'
import { Ltr } from '../../ui/Ltr.tsx'

// "+1.25%", "-0.40%": the sign always shown
const CHANGE_FORMAT = {
  style: 'percent',
  signDisplay: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const

export interface PriceDisplayProps {
  cryptoPrice: number
  cryptoSymbol?: string
  /** the fiat value in `fiatSymbol`, when already known */
  fiatPrice?: number
  fiatSymbol?: string
  size?: UiSize
  layout?: 'horizontal' | 'vertical'
  supportedCurrencies?: string[]
  updateInterval?: number
  /** GET endpoint answering `{ converted }` for from, to and amount */
  conversionEndpoint?: string
  className?: string
}

/**
 * A crypto price with its fiat value (spec §2, §3, §4): crypto-first or fiat-first, a
 * currency choice, a refresh button, whether the rate is live or the server's sample rates,
 * and how long ago it was updated. It
 * refreshes every `updateInterval` ms and keeps the last 20 prices.
 */
export function PriceDisplay({
  cryptoPrice,
  cryptoSymbol = 'ETH',
  fiatPrice,
  fiatSymbol = 'USD',
  size = 'medium',
  layout = 'horizontal',
  supportedCurrencies = DEFAULT_FIAT_CURRENCIES,
  updateInterval = PRICE_UPDATE_INTERVAL_MS,
  conversionEndpoint = DEFAULT_CONVERSION_ENDPOINT,
  className,
}: PriceDisplayProps) {
  const [currency, setCurrency] = useState(fiatSymbol)
  const [fiatFirst, setFiatFirst] = useState(false)
  const [now, setNow] = useState(Date.now)
  const currencyId = useId()
  const { state, history, refresh } = usePriceFeed({
    cryptoPrice,
    cryptoSymbol,
    fiatCurrency: currency,
    endpoint: conversionEndpoint,
    updateInterval,
    initialFiatPrice: currency === fiatSymbol ? fiatPrice : undefined,
  })
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  const crypto = formatCrypto(cryptoPrice, cryptoSymbol)
  const fiat = state.status === 'loaded' ? formatFiat(state.fiatPrice, currency) : null
  const change = history.at(-1)?.change ?? 0
  const updatedAt = state.status === 'loading' ? null : state.updatedAt

  return (
    <div
      className={cx(
        'price-display',
        `price-display--${size}`,
        `price-display--${layout}`,
        className,
      )}
      data-state={state.status}
    >
      <div className="price-display__values" aria-live="polite">
        {state.status === 'loading' ? (
          <span className="price-display__primary" role="status">
            <Ltr>{crypto}</Ltr>{' '}
            <span className="price-display__loading">{t('prices.display.loading')}</span>
          </span>
        ) : (
          <>
            <Ltr as="span" className="price-display__primary">
              {fiatFirst && fiat ? fiat : crypto}
            </Ltr>
            {fiat && (
              <Ltr as="span" className="price-display__secondary">
                ≈ {fiatFirst ? crypto : fiat}
              </Ltr>
            )}
            {history.length > 1 && change !== 0 && (
              <Ltr
                as="span"
                className={cx('price-display__change', change > 0 ? 'is-up' : 'is-down')}
              >
                {formatNumber(change / 100, CHANGE_FORMAT)}
              </Ltr>
            )}
          </>
        )}
      </div>
      {state.status === 'error' && (
        <div className="price-display__error" role="alert">
          <span>{t('prices.display.failed')}</span>
          <button type="button" className="price-display__retry" onClick={() => void refresh()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      <div className="price-display__controls">
        <button
          type="button"
          className="price-display__toggle"
          aria-pressed={fiatFirst}
          onClick={() => setFiatFirst((value) => !value)}
        >
          {t('prices.display.showFirst', { currency: fiatFirst ? cryptoSymbol : currency })}
        </button>
        <label className="visually-hidden" htmlFor={currencyId}>
          {t('prices.display.currency')}
        </label>
        <select
          id={currencyId}
          className="price-display__currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {supportedCurrencies.map((code) => (
            <option key={code} value={code}>
              {symbolFor(code).trim()} {code}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="price-display__refresh"
          aria-label={t('prices.display.refresh')}
          onClick={() => void refresh()}
        >
          <Icon name="refresh" size={14} />
        </button>
        {state.status === 'loaded' && state.source === SAMPLE_RATES_SOURCE && (
          <span className="price-display__sample">{t('prices.display.sample')}</span>
        )}
        {state.status === 'loaded' && state.source && state.source !== SAMPLE_RATES_SOURCE && (
          <span className="price-display__live">
            <span className="price-display__live-dot" aria-hidden="true" />
            {t('prices.display.live')}
          </span>
        )}
        {updatedAt !== null && (
          <span className="price-display__updated">
            {t('prices.display.updated', { time: relativeTime(updatedAt, now) })}
          </span>
        )}
      </div>
    </div>
  )
}
