import { describe, expect, it } from 'vitest'
import { routePattern } from './routePattern.ts'

describe('routePattern', () => {
  it('replaces ids, addresses and long slugs, and keeps page kinds', () => {
    expect(routePattern('/')).toBe('/')
    expect(routePattern('/market')).toBe('/market')
    expect(routePattern('/market/3f2a9c1e-0b7d-4c55-9d0e-2a1b3c4d5e6f')).toBe('/market/:id')
    expect(routePattern('/store/0x5bfa1234abcd')).toBe('/store/:id')
    expect(routePattern('/dao/a-community-with-a-long-name')).toBe('/dao/:id')
    expect(routePattern('/sell/listings/new')).toBe('/sell/listings/new')
  })

  it('always gives a pattern the server accepts', () => {
    expect(routePattern('/Account/Prefs%20')).toMatch(/^\/[A-Za-z0-9/:_-]*$/)
  })
})
