import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setPendingUpdate } from '../lib/serviceWorker/updateStore.ts'
import { UpdateNoticeHost } from './UpdateNoticeHost.tsx'

afterEach(() => act(() => setPendingUpdate(null)))

describe('UpdateNoticeHost', () => {
  it('shows nothing while no new version waits', () => {
    render(<UpdateNoticeHost />)
    expect(screen.queryByRole('region', { name: 'Update Available' })).toBeNull()
  })

  it('shows the notice when a version waits; "Update" activates it', async () => {
    const apply = vi.fn()
    render(<UpdateNoticeHost />)
    act(() => setPendingUpdate({ apply }))
    expect(screen.getByText('A new version is ready')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(apply).toHaveBeenCalledOnce()
  })

  it('"Later" hides the notice without activating the new version', async () => {
    const apply = vi.fn()
    render(<UpdateNoticeHost />)
    act(() => setPendingUpdate({ apply }))
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('region', { name: 'Update Available' })).toBeNull()
    expect(apply).not.toHaveBeenCalled()
  })
})
