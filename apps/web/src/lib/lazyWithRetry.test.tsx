import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyWithRetry, retryFailedImports } from './lazyWithRetry.tsx'

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>load failed</p> : this.props.children
  }
}

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>
}

describe('lazyWithRetry', () => {
  it('loads again after a failed import once retryFailedImports is called', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello })
    const LazyHello = lazyWithRetry(load)
    vi.spyOn(console, 'error').mockImplementation(() => {})

    const view = (key: number) => (
      <Catch key={key}>
        <Suspense fallback={<p>loading</p>}>
          <LazyHello name="agora" />
        </Suspense>
      </Catch>
    )
    const { rerender } = render(view(1))
    expect(await screen.findByText('load failed')).toBeTruthy()

    // without a retry the failure sticks, as with React.lazy
    rerender(view(2))
    expect(await screen.findByText('load failed')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)

    retryFailedImports()
    rerender(view(3))
    expect(await screen.findByText('hello agora')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    vi.restoreAllMocks()
  })

  it('renders without suspending once preloaded', async () => {
    const LazyHello = lazyWithRetry(async () => ({ default: Hello }))
    await act(() => LazyHello.preload())
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyHello name="now" />
      </Suspense>,
    )
    expect(screen.getByText('hello now')).toBeTruthy()
  })

  it('swallows a failed preload so it never becomes an unhandled rejection', async () => {
    const LazyHello = lazyWithRetry<{ name: string }>(() => Promise.reject(new Error('offline')))
    await expect(LazyHello.preload()).resolves.toBeUndefined()
  })
})
