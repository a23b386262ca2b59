import { describe, expect, it } from 'vitest'
import { budgetMeasurements } from './webVitals.ts'

const script = (name: string, responseEnd: number, encodedBodySize: number) => ({
  name,
  initiatorType: 'script',
  responseEnd,
  encodedBodySize,
})

describe('budgetMeasurements', () => {
  it('counts the scripts loaded up to the load event as the bundle, not the areas opened later', () => {
    const measured = budgetMeasurements(
      { INP: 40, FCP: 900, LCP: 1500, CLS: 0.01 },
      {
        navigation: { loadEventEnd: 1_000 },
        resources: [
          script('/assets/index.js', 400, 300_000),
          script('/assets/feed.js', 900, 50_000),
          { name: '/api/feed', initiatorType: 'fetch', responseEnd: 800, encodedBodySize: 9_000 },
          script('/assets/marketplace.js', 5_000, 400_000),
        ],
      },
    )
    expect(measured).toEqual({
      bundleBytes: 350_000,
      loadMs: 1_000,
      inputDelayMs: 40,
      firstPaintMs: 900,
      largestPaintMs: 1500,
      layoutShift: 0.01,
    })
  })

  it('counts every script so far while the page has not finished loading', () => {
    const measured = budgetMeasurements(
      {},
      { navigation: { loadEventEnd: 0 }, resources: [script('/assets/index.js', 400, 300_000)] },
    )
    expect(measured).toMatchObject({ bundleBytes: 300_000, loadMs: null, inputDelayMs: null })
  })
})
