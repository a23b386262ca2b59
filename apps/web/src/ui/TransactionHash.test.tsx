import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TransactionHash } from './TransactionHash.tsx'

const hash = `0x${'ab'.repeat(31)}c0de`

describe('TransactionHash', () => {
  it('shows the hash cut short, linked to the explorer, with a button copying all of it', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<TransactionHash chainId={8453} hash={hash} />)
    const link = screen.getByRole('link', { name: '0xab…c0de' })
    expect(link.getAttribute('href')).toBe(`https://basescan.org/tx/${hash}`)
    expect(link.getAttribute('title')).toBe(hash)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy transaction hash' }))
    })
    expect(writeText).toHaveBeenCalledWith(hash)
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy()
  })

  it('shows the short hash without a link on a chain with no explorer', () => {
    render(<TransactionHash chainId={31337} hash={hash} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByTitle(hash).textContent).toBe('0xab…c0de')
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeTruthy()
  })
})
