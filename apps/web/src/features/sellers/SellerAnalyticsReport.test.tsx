import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { SellerAnalyticsReport } from './SellerAnalyticsReport.tsx'

afterEach(() => vi.unstubAllGlobals())

const SELLER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const day = (
  date: string,
  views: number,
  favorites: number,
  sales: number,
  revenue: Record<string, string> = {},
) => ({ day: date, views, favorites, sales, revenue })
const listing = (id: string, title: string, views: number, favorites: number, sales: number) => ({
  id,
  title,
  stats: { views, favorites, sales },
})

describe('the seller Analytics tab', () => {
  it("totals the last 30 days, says how many views became sales, and gives each listing's figures", async () => {
    stubApi([
      [
        'GET',
        /\/analytics$/,
        () =>
          Response.json({
            success: true,
            data: [
              day('2026-11-25', 30, 2, 1, { ETH: '0.1' }),
              day('2026-11-26', 50, 3, 1, { ETH: '0.05', USDC: '20' }),
            ],
          }),
      ],
      [
        'GET',
        /\/listings$/,
        () =>
          Response.json({
            success: true,
            data: [listing('a', 'Desk lamp', 20, 1, 0), listing('b', 'Vintage camera', 60, 4, 2)],
          }),
      ],
    ])
    renderSocial(<SellerAnalyticsReport address={SELLER} />, { auth: fakeAuth(true) })
    const report = await screen.findByRole('region', { name: 'Analytics' })
    const totals = [...report.querySelectorAll('.seller-stat')].map((card) => card.textContent)
    expect(totals).toEqual([
      'Views80',
      'Favourites5',
      'Sales2',
      'Views that became sales2.5%',
      // each currency summed on its own, exactly (0.1 + 0.05 is 0.15, not 0.15000000000000002)
      'Revenue0.15 ETH · 20 USDC',
    ])
    const table = await within(report).findByRole('table', {
      name: 'Each listing, since it was listed',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    // most viewed first, with its own conversion; none sold yet reads 0%
    expect(rows.map((row) => row.textContent)).toEqual([
      'Vintage camera60423.3%',
      'Desk lamp20100%',
    ])
  })
})
