import { render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { MarketQuery } from './marketQuery.ts'
import { PriceRangeFields } from './PriceRangeFields.tsx'

const renderFields = (query: MarketQuery) => {
  const onChange = vi.fn()
  const view = render(<PriceRangeFields query={query} onChange={onChange} />)
  return { onChange, view }
}

describe('PriceRangeFields', () => {
  it('labels the fields with the unit prices compare in', () => {
    const { view } = renderFields({})
    expect(screen.getByLabelText('Min price (USD)')).toBeTruthy()
    view.rerender(<PriceRangeFields query={{ currency: 'ETH' }} onChange={vi.fn()} />)
    expect(screen.getByLabelText('Max price (ETH)')).toBeTruthy()
  })

  it('commits a price typed with a comma once typing pauses', async () => {
    const { onChange } = renderFields({ q: 'bowl' })
    await userEvent.type(screen.getByLabelText('Min price (USD)'), '1,5')
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ q: 'bowl', minPrice: '1.5' }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('explains a minimum above the maximum at the field and commits nothing', async () => {
    const { onChange } = renderFields({ minPrice: '50' })
    await userEvent.type(screen.getByLabelText('Max price (USD)'), '10')
    expect(await screen.findByText('The minimum is above the maximum')).toBeTruthy()
    expect(screen.getByLabelText('Min price (USD)').getAttribute('aria-invalid')).toBe('true')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('says what is wrong with a number it cannot read', async () => {
    const { onChange } = renderFields({})
    await userEvent.type(screen.getByLabelText('Max price (USD)'), '1.2.3')
    expect(await screen.findByText('Use only one decimal separator')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('takes a bound cleared from outside (a chip, Back) without putting the old one back', async () => {
    const onChange = vi.fn()
    const view = render(<PriceRangeFields query={{ minPrice: '20' }} onChange={onChange} />)
    view.rerender(<PriceRangeFields query={{}} onChange={onChange} />)
    expect((screen.getByLabelText('Min price (USD)') as HTMLInputElement).value).toBe('')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(onChange).not.toHaveBeenCalled()
  })
})
