import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api.ts'
import { LoadError } from './LoadError.tsx'

afterEach(() => vi.restoreAllMocks())

const networkDown = new ApiError(0, 'NETWORK_ERROR', 'There was an error with the request.')

describe('LoadError', () => {
  it('says plainly that a page was not saved for offline use', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<LoadError title="Could not load the feed" error={networkDown} onRetry={() => {}} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Not available offline')
    expect(alert.textContent).toContain(
      "You're offline and this was not saved on this device yet. It loads when you're back online.",
    )
  })

  it('shows the request error while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(<LoadError title="Could not load the feed" error={networkDown} onRetry={() => {}} />)
    expect(screen.getByRole('alert').textContent).toContain('Could not load the feed')
    expect(screen.getByRole('alert').textContent).not.toContain('Not available offline')
  })
})
