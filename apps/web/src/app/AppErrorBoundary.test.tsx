import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppErrorBoundary } from './AppErrorBoundary.tsx'

// the error Fragile throws on every render while set; `extensionFailures` throw only a few times
let failure: Error | null = null
let extensionFailures: Error[] = []

function Fragile() {
  const error = failure ?? extensionFailures.shift()
  if (error) throw error
  return <p>all good</p>
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  failure = null
  extensionFailures = []
  vi.restoreAllMocks()
})

describe('AppErrorBoundary', () => {
  it('shows the error page with its exact texts', () => {
    failure = new Error('render failed')
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(
      screen.getByText('We encountered an unexpected error. Please try refreshing the page.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy()
  })

  it("resets with 'Try Again'", async () => {
    failure = new Error('render failed')
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    )
    expect(screen.getByText('Something went wrong')).toBeTruthy()
    failure = null
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.getByText('all good')).toBeTruthy()
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })

  it("reloads with 'Refresh Page'", async () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    failure = new Error('render failed')
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('ignores errors raised by browser extensions', () => {
    const fromExtension = new Error('Could not establish connection')
    fromExtension.stack =
      'Error\n    at chrome-extension://nkbihfbeogaeaoehlefnkodbefgpgknn/inpage.js:1:1'
    extensionFailures = [fromExtension, new Error('Extension context invalidated.'), fromExtension]
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    )
    expect(screen.queryByText('Something went wrong')).toBeNull()
    expect(screen.getByText('all good')).toBeTruthy()
  })

  it('clears the error when the reset key changes', () => {
    failure = new Error('render failed')
    const { rerender } = render(
      <AppErrorBoundary resetKey="/a">
        <Fragile />
      </AppErrorBoundary>,
    )
    expect(screen.getByText('Something went wrong')).toBeTruthy()
    failure = null
    rerender(
      <AppErrorBoundary resetKey="/b">
        <Fragile />
      </AppErrorBoundary>,
    )
    expect(screen.getByText('all good')).toBeTruthy()
  })
})
