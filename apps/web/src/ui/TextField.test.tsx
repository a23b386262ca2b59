import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TextAreaField } from './TextAreaField.tsx'
import { TextField } from './TextField.tsx'

function LimitedName() {
  const [name, setName] = useState('')
  return (
    <TextField label="Name" limit={10} value={name} onChange={(e) => setName(e.target.value)} />
  )
}

describe('TextField', () => {
  it('counts live against its limit and never cuts the text: over it, the count and an error say so', () => {
    render(<LimitedName />)
    const input = screen.getByLabelText('Name') as HTMLInputElement
    expect(screen.getByText('0 / 10')).toBeTruthy()
    expect(input.maxLength).toBe(-1)

    fireEvent.change(input, { target: { value: 'Moon garden' } })
    expect(input.value).toBe('Moon garden')
    const count = screen.getByText('11 / 10')
    expect(count.hasAttribute('data-over')).toBe(true)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const error = screen.getByText('Use at most 10 characters (1 too many)')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([error.id, count.id])

    fireEvent.change(input, { target: { value: 'Moon' } })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText(/too many/)).toBeNull()
  })

  it('shows its hint until an error takes its place, so neither is said twice', () => {
    const { rerender } = render(<TextField label="Password" hint="At least 10 characters" />)
    const input = screen.getByLabelText('Password')
    const hint = screen.getByText('At least 10 characters')
    expect(input.getAttribute('aria-describedby')).toBe(hint.id)
    expect(input.getAttribute('aria-invalid')).toBeNull()

    rerender(
      <TextField
        label="Password"
        hint="At least 10 characters"
        error="Use at least 10 characters"
      />,
    )
    expect(screen.queryByText('At least 10 characters')).toBeNull()
    const error = screen.getByText('Use at least 10 characters')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(error.id)
  })
})

describe('TextAreaField', () => {
  it('counts an uncontrolled default value too', () => {
    render(<TextAreaField label="About" limit={5} defaultValue="abc" />)
    expect(screen.getByText('3 / 5')).toBeTruthy()
    expect(screen.getByLabelText('About').tagName).toBe('TEXTAREA')
  })
})
