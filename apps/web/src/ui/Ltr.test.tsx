import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Ltr } from './Ltr.tsx'

describe('Ltr', () => {
  it('isolates its text left to right inside a right-to-left sentence', () => {
    const { container } = render(
      <p dir="rtl">
        أرسلت <Ltr>1.5 ETH</Ltr> إلى <Ltr as="code">0xAb…12cd</Ltr>
      </p>,
    )
    const [amount, address] = [...container.querySelectorAll('[dir="ltr"]')]
    expect(amount?.tagName).toBe('BDI')
    expect(amount?.textContent).toBe('1.5 ETH')
    expect(address?.tagName).toBe('CODE')
    expect(address?.textContent).toBe('0xAb…12cd')
  })

  it('adds no characters and keeps the class and title it is given', () => {
    const { container } = render(
      <Ltr as="span" className="member__address" title="0xAbCdEf0123456789abcdef0123456789ABCD12cd">
        0xAb…12cd
      </Ltr>,
    )
    const element = container.firstElementChild as HTMLElement
    expect(element.outerHTML).toBe(
      '<span dir="ltr" class="member__address" title="0xAbCdEf0123456789abcdef0123456789ABCD12cd">0xAb…12cd</span>',
    )
  })
})
