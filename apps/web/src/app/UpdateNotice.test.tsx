import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UpdateNotice } from './UpdateNotice.tsx'

describe('UpdateNotice', () => {
  it("offers 'Later' and 'Update' for the waiting version", async () => {
    const onUpdate = vi.fn()
    const onDismiss = vi.fn()
    render(<UpdateNotice onUpdate={onUpdate} onDismiss={onDismiss} />)
    expect(screen.getByRole('region', { name: 'Update Available' })).toBeTruthy()
    expect(screen.getByText('A new version is ready')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(onDismiss).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(onUpdate).toHaveBeenCalledOnce()
  })
})
