import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'

afterEach(() => vi.useRealTimers())

describe('Button', () => {
  it('applies the variant and size', () => {
    render(
      <Button variant="gradient" size="large">
        Go
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Go' })
    expect(button.className).toContain('button--gradient')
    expect(button.className).toContain('button--large')
    expect(button.getAttribute('type')).toBe('button')
  })

  it('sends out a ripple that is gone after 600 ms', () => {
    vi.useFakeTimers()
    render(<Button>Press</Button>)
    const button = screen.getByRole('button', { name: 'Press' })
    fireEvent.pointerDown(button, { clientX: 5, clientY: 5 })
    expect(button.querySelectorAll('.ripple')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(599))
    expect(button.querySelectorAll('.ripple')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(button.querySelectorAll('.ripple')).toHaveLength(0)
  })

  it('sends no ripple when disabled', () => {
    render(<Button disabled>Nope</Button>)
    const button = screen.getByRole('button', { name: 'Nope' })
    fireEvent.pointerDown(button)
    expect(button.querySelectorAll('.ripple')).toHaveLength(0)
  })
})
