import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../lib/queryClient.ts'
import { forgetSavedData, recordResponseSource } from '../lib/savedData.ts'
import { setPendingUpdate } from '../lib/serviceWorker/updateStore.ts'
import { CACHE_DATE_HEADER } from '../sw/messages.ts'
import { ServiceWorkerNotices } from './ServiceWorkerNotices.tsx'

afterEach(() =>
  act(() => {
    setPendingUpdate(null)
    forgetSavedData()
  }),
)

// the notices are lazy chunks: load them once up front, as a browser would on first need
beforeAll(async () => {
  await Promise.all([import('./UpdateNotice.tsx'), import('./SavedDataNotice.tsx')])
})

const renderNotices = (children?: ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ServiceWorkerNotices />
        {children}
      </MemoryRouter>
    </QueryClientProvider>,
  )

const savedMinutesAgo = (minutes: number) =>
  new Response('{}', {
    headers: { [CACHE_DATE_HEADER]: new Date(Date.now() - minutes * 60_000).toISOString() },
  })

/** A view on screen whose data the query layer counts as fresh (staleTime 5 min). */
function feedView(feed: () => Promise<string>) {
  function Feed() {
    useQuery({ queryKey: ['feed'], queryFn: feed })
    return null
  }
  return <Feed />
}

describe('ServiceWorkerNotices', () => {
  it('shows nothing while no new version waits', () => {
    renderNotices()
    expect(screen.queryByRole('region', { name: 'Update Available' })).toBeNull()
  })

  it('shows the notice when a version waits; "Update" activates it', async () => {
    const apply = vi.fn()
    renderNotices()
    act(() => setPendingUpdate({ apply }))
    expect(await screen.findByText('A new version is ready')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(apply).toHaveBeenCalledOnce()
  })

  it('"Later" hides the notice without activating the new version', async () => {
    const apply = vi.fn()
    renderNotices()
    act(() => setPendingUpdate({ apply }))
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('region', { name: 'Update Available' })).toBeNull()
    expect(apply).not.toHaveBeenCalled()
  })

  it('says when data on screen was saved, once it came from the cache', async () => {
    renderNotices()
    const savedAt = new Date(Date.now() - 3 * 60_000).toISOString()
    act(() =>
      recordResponseSource(
        '/api/feed',
        new Response('{}', { headers: { [CACHE_DATE_HEADER]: savedAt } }),
      ),
    )
    expect((await screen.findByRole('status')).textContent).toBe('Saved 3 minutes ago')
    act(() => recordResponseSource('/api/feed', new Response('{}')))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('refetches the views on screen when the network returns while saved data shows', async () => {
    const feed = vi.fn(async () => 'posts')
    renderNotices(feedView(feed))
    await waitFor(() => expect(feed).toHaveBeenCalledOnce())
    act(() => recordResponseSource('/api/feed', savedMinutesAgo(3)))
    await screen.findByRole('status')
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(feed).toHaveBeenCalledTimes(2))
  })

  it('leaves fresh views alone when the network returns and nothing saved shows', async () => {
    const feed = vi.fn(async () => 'posts')
    renderNotices(feedView(feed))
    await waitFor(() => expect(feed).toHaveBeenCalledOnce())
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(feed).toHaveBeenCalledOnce()
  })
})
