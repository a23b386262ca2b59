import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PriceDisplay } from './PriceDisplay.tsx'
import { appendPrice, type PriceHistoryEntry, relativeTime } from './pricing.ts'

const rates: Record<string, number> = { USD: 2400, EUR: 2200 }
let failing = false
let source = 'api.coingecko.com'
const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(input, 'http://localhost')
  if (failing)
    return new Response(JSON.stringify({ success: false, code: 'PRICE_FEED_UNAVAILABLE' }), {
      status: 503,
    })
  const to = url.searchParams.get('to') ?? 'USD'
  const converted = Number(url.searchParams.get('amount')) * (rates[to] ?? 1)
  return new Response(
    JSON.stringify({ success: true, converted, rate: rates[to], source, updatedAt: null }),
  )
})

const flush = () => act(async () => {})

describe('PriceDisplay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false })
    failing = false
    source = 'api.coingecko.com'
    fetchMock.mockClear()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('loads the fiat value, then toggles between crypto-first and fiat-first', async () => {
    render(<PriceDisplay cryptoPrice={0.5} />)
    expect(screen.getByText('Loading price…')).toBeTruthy()
    await flush()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/prices/convert?from=ETH&to=USD&amount=0.5')
    expect(screen.getByText('0.5 ETH')).toBeTruthy()
    expect(screen.getByText('≈ $1,200.00')).toBeTruthy()
    expect(screen.getByText('Live')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show USD first' }))
    expect(screen.getByText('$1,200.00')).toBeTruthy()
    expect(screen.getByText('≈ 0.5 ETH')).toBeTruthy()
  })

  it('says "Sample rates", not "Live", when the server prices from its built-in rates', async () => {
    source = 'built-in'
    render(<PriceDisplay cryptoPrice={0.5} />)
    await flush()
    expect(screen.getByText('≈ $1,200.00')).toBeTruthy()
    expect(screen.getByText('Sample rates')).toBeTruthy()
    expect(screen.queryByText('Live')).toBeNull()
  })

  it('converts into the currency picked from the dropdown, with its symbol', async () => {
    render(<PriceDisplay cryptoPrice={1} />)
    await flush()
    const select = screen.getByLabelText('Currency') as HTMLSelectElement
    expect([...select.options].map((option) => option.text)).toEqual([
      '$ USD',
      '€ EUR',
      '£ GBP',
      '¥ JPY',
      'C$ CAD',
    ])
    fireEvent.change(select, { target: { value: 'EUR' } })
    await flush()
    expect(screen.getByText('≈ €2,200.00')).toBeTruthy()
  })

  it("says 'Failed to update prices' and recovers with Retry", async () => {
    failing = true
    render(<PriceDisplay cryptoPrice={1} />)
    await flush()
    expect(screen.getByRole('alert').textContent).toContain('Failed to update prices')
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await flush()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('≈ $2,400.00')).toBeTruthy()
  })

  it('refreshes every 120000 ms by default, or at the given interval', async () => {
    render(<PriceDisplay cryptoPrice={1} />)
    await flush()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(119_999))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(1))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('shows when it was updated, in seconds, minutes or hours', async () => {
    render(<PriceDisplay cryptoPrice={1} updateInterval={10_000_000} />)
    await flush()
    await act(async () => vi.advanceTimersByTime(5000))
    expect(screen.getByText('Updated 5s ago')).toBeTruthy()
    await act(async () => vi.advanceTimersByTime(120_000))
    expect(screen.getByText('Updated 2m ago')).toBeTruthy()
    expect(relativeTime(0, 2 * 3_600_000)).toBe('2h ago')
  })

  it('keeps the last 20 prices with their change in percent', () => {
    let history: PriceHistoryEntry[] = []
    for (let index = 1; index <= 25; index++) history = appendPrice(history, index * 100, index)
    expect(history).toHaveLength(20)
    expect(history[0]?.price).toBe(600)
    expect(history.at(-1)?.change).toBeCloseTo(((2500 - 2400) / 2400) * 100)
  })
})
