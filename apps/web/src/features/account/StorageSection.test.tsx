import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CacheStats, WorkerRequest } from '../../sw/messages.ts'

const worker = vi.hoisted(() => ({ messages: [] as WorkerRequest[], stats: null as unknown }))

vi.mock('../../lib/serviceWorker/messageWorker.ts', () => ({
  messageWorker: async (message: WorkerRequest) => {
    worker.messages.push(message)
    if (message.type === 'GET_CACHE_STATS') return worker.stats
    if (message.type === 'CLEANUP_CACHE') return { removed: 2 }
    return { cleared: true }
  },
}))

const { StorageSection } = await import('./StorageSection.tsx')

const stats = (entries: number): CacheStats => ({
  areas: [
    { area: 'feed', entries, bytes: 2048, hits: 3, misses: 1 },
    { area: 'communities', entries: 0, bytes: 0, hits: 0, misses: 0 },
  ],
  preload: { navigations: 2, preloaded: 2 },
})

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <StorageSection />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  worker.messages = []
  worker.stats = stats(4)
})

describe('StorageSection', () => {
  it('shows what the service worker keeps per area', async () => {
    renderSection()
    const table = await screen.findByRole('table', { name: 'Offline data per area' })
    const feed = within(table).getByRole('row', { name: /feed/ })
    expect(feed.textContent).toContain('4')
    expect(feed.textContent).toContain('2 kB')
    expect(worker.messages).toContainEqual({ type: 'GET_CACHE_STATS' })
  })

  it('"Clear offline data" asks the worker to clear, then shows the new stats', async () => {
    renderSection()
    await screen.findByRole('table')
    worker.stats = stats(0)
    await userEvent.click(screen.getByRole('button', { name: 'Clear offline data' }))
    expect(await screen.findByText('Offline data cleared.')).toBeTruthy()
    expect(worker.messages).toContainEqual({ type: 'CLEAR_CACHE' })
    const table = screen.getByRole('table')
    expect(within(table).getByRole('row', { name: /feed/ }).textContent).toContain('0')
  })

  it('"Remove expired" runs the worker cleanup', async () => {
    renderSection()
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Remove expired' }))
    expect(await screen.findByText('Removed 2 expired entries.')).toBeTruthy()
    expect(worker.messages).toContainEqual({ type: 'CLEANUP_CACHE' })
  })
})
