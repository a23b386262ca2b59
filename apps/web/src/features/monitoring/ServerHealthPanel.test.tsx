import type { FieldVital, ServerHealth } from '@agora/domain'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { ServerHealthPanel } from './ServerHealthPanel.tsx'

afterEach(() => vi.unstubAllGlobals())

const health: ServerHealth = {
  requests: 12_345,
  serverErrors: 3,
  meanLatencyMs: 4.27,
  liveSockets: 2,
  cacheHitRate: 0.8,
  rateLimited: 7,
  chainCalls: 40,
  chainFailures: 1,
  idempotentReplays: 5,
}
const vitals: FieldVital[] = [
  { route: '/market/:listingId', name: 'LCP', p75: 2_400, samples: 18 },
  { route: '/', name: 'CLS', p75: 0.0312, samples: 4 },
]

const admin = fakeAuth(true, { isAdmin: true })

/** The server figures as the panel shows them, term → value. */
function figures() {
  const list = screen.getByLabelText('Server figures')
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  )
}

describe('ServerHealthPanel', () => {
  it('shows the server’s figures and the field p75 of each route', async () => {
    stubApi([
      [
        'GET',
        /^\/api\/admin\/server-health$/,
        () => Response.json({ success: true, data: health }),
      ],
      ['GET', /^\/api\/admin\/vitals$/, () => Response.json({ success: true, data: vitals })],
    ])
    renderSocial(<ServerHealthPanel />, { auth: admin })

    await screen.findByText('12,345')
    expect(figures()).toEqual({
      Requests: '12,345',
      'Server errors': '3',
      'Mean latency': '4.3 ms',
      'Server cache hit rate': '80 %',
      'Live sockets': '2',
      'Rate-limited': '7',
      'Chain calls (failed)': '40 (1)',
      'Replayed writes': '5',
    })

    const table = screen.getByRole('table', { name: 'Field vitals per route' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['/market/:listingId', 'LCP', '2400 ms', '18'],
      ['/', 'CLS', '0.031', '4'],
    ])
  })

  it('says when no visit has reported vitals yet, and shows why the figures failed', async () => {
    stubApi([
      [
        'GET',
        /^\/api\/admin\/server-health$/,
        () =>
          Response.json(
            { success: false, error: 'Admins only', code: 'FORBIDDEN' },
            { status: 403 },
          ),
      ],
      ['GET', /^\/api\/admin\/vitals$/, () => Response.json({ success: true, data: [] })],
    ])
    renderSocial(<ServerHealthPanel />, { auth: admin })

    expect(await screen.findByText('No reports yet.')).toBeTruthy()
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do this')
    expect(screen.queryByRole('table')).toBeNull()
  })
})
