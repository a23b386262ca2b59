import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TrustBadge } from './TrustBadge.tsx'

describe('TrustBadge', () => {
  it('names the four badges and staggers them by 0.1 s', () => {
    render(
      <TrustBadge badges={['verified', 'escrowProtected', 'onChainCertified', 'daoApproved']} />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Verified',
      'Escrow Protected',
      'On-Chain Certified',
      'DAO Approved',
    ])
    expect(items.map((item) => item.style.getPropertyValue('--badge-delay'))).toEqual([
      '0s',
      '0.1s',
      '0.2s',
      '0.3s',
    ])
  })

  it('supports the inline layout and the three sizes', () => {
    const { rerender } = render(<TrustBadge badges={['verified']} layout="inline" size="small" />)
    const list = () => screen.getByRole('list', { name: 'Trust badges' })
    expect(list().className).toContain('trust-badges--inline')
    expect(list().className).toContain('trust-badges--small')
    rerender(<TrustBadge badges={['verified']} size="large" />)
    expect(list().className).toContain('trust-badges--badges')
    expect(list().className).toContain('trust-badges--large')
  })

  it('renders nothing without badges', () => {
    const { container } = render(<TrustBadge badges={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
