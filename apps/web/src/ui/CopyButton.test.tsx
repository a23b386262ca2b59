import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton.tsx'

afterEach(() => vi.useRealTimers())

describe('CopyButton', () => {
  it('copies the text and says so for 1.5 s', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<CopyButton text="0xAbCd000000000000000000000000000000001234" />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    })
    expect(writeText).toHaveBeenCalledWith('0xAbCd000000000000000000000000000000001234')
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })
})
