import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  listingFiltersOf,
  marketQueryFromParams,
  marketQueryToParams,
  priceUnit,
  withoutFilters,
} from './marketQuery.ts'

describe('market query in the URL', () => {
  it('round-trips every filter, the words and the order', () => {
    const query = {
      q: 'bowl',
      category: 'crafts',
      currency: 'ETH',
      minPrice: '0.01',
      maxPrice: '2.5',
      sort: 'price_asc',
    } as const
    const params = marketQueryToParams(query)
    expect(params.toString()).toBe(
      'q=bowl&category=crafts&currency=ETH&minPrice=0.01&maxPrice=2.5&sort=price_asc',
    )
    expect(marketQueryFromParams(new URLSearchParams(params.toString()))).toEqual(query)
  })

  it('leaves out what it does not understand', () => {
    const query = marketQueryFromParams(
      new URLSearchParams('category=boats&currency=DOGE&minPrice=1,5&maxPrice=-3&sort=cheap&q=%20'),
    )
    expect(query).toEqual({})
  })

  it('writes nothing for an empty view', () => {
    expect(marketQueryToParams({}).toString()).toBe('')
  })
})

describe('listingFiltersOf', () => {
  it('never sends a minimum above the maximum', () => {
    expect(listingFiltersOf({ q: 'x', minPrice: '50', maxPrice: '9.5' })).toEqual({ q: 'x' })
    expect(listingFiltersOf({ minPrice: '5', maxPrice: '9.5' })).toEqual({
      minPrice: '5',
      maxPrice: '9.5',
    })
  })
})

describe('filters', () => {
  it('counts and clears filters but keeps the words and the order', () => {
    const query = { q: 'vase', category: 'home', minPrice: '3', sort: 'newest' } as const
    expect(activeFilterCount(query)).toBe(2)
    expect(withoutFilters(query)).toEqual({ q: 'vase', sort: 'newest' })
  })

  it('compares prices in USD unless a currency is chosen', () => {
    expect(priceUnit({})).toBe('USD')
    expect(priceUnit({ currency: 'USDC' })).toBe('USDC')
  })
})
