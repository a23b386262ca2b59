import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { AppHealthSection } from './AppHealthSection.tsx'
import { monitor } from './monitorStore.ts'

// uPlot draws on a canvas, which happy-dom has not; the charts are seen in Chromium (e2e)
vi.mock('./HealthCharts.tsx', () => ({ HealthCharts: () => null }))

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('AppHealthSection', () => {
  it('logs a budget breach once and lists it in the panel', async () => {
    stubApi([['GET', /^\/api\/config$/, () => Response.json({ vitalsSampleRate: 0 })]])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // this visit's page took 4.2 s to load: over the 3 s budget
    const entries = (type: string) => (type === 'navigation' ? [{ loadEventEnd: 4_200 }] : [])
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      entries as unknown as typeof performance.getEntriesByType,
    )

    render(<AppHealthSection />)
    const breaches = await screen.findByRole('list', { name: 'Budget breaches' })
    expect(
      within(breaches)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['loadMs: 4200 (budget 3000)'])

    // two more snapshots, each checking the budgets again
    for (const checks of [2, 3]) {
      await userEvent.click(screen.getByRole('button', { name: 'Check now' }))
      await vi.waitFor(() => expect(monitor.getState().snapshots).toHaveLength(checks))
    }
    const budgetWarnings = warn.mock.calls.filter(([text]) =>
      String(text).startsWith('Performance budget exceeded'),
    )
    expect(budgetWarnings).toEqual([['Performance budget exceeded: loadMs 4200 > 3000']])
    expect(screen.getByRole('list', { name: 'Budget breaches' })).toBeTruthy()
  })
})
