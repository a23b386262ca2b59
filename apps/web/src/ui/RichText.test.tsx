import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichText } from './RichText.tsx'
import { parseRichText, safeHref } from './richText.ts'

describe('RichText', () => {
  it('shows markup in the text as text and creates no elements from it', () => {
    const text = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>'
    const { container } = render(<RichText text={text} />)
    expect(container.textContent).toBe(text)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
  })

  it('links http(s) URLs safely, in a new tab', () => {
    const { container } = render(<RichText text="see https://example.com/a?b=1, then reply" />)
    const links = container.querySelectorAll('a')
    expect(links).toHaveLength(1)
    const link = links[0] as HTMLAnchorElement
    expect(link.getAttribute('href')).toBe('https://example.com/a?b=1')
    expect(link.textContent).toBe('https://example.com/a?b=1')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(container.textContent).toBe('see https://example.com/a?b=1, then reply')
  })

  it('never links other schemes', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> ftp://files.example.com'
    const { container } = render(<RichText text={text} />)
    expect(container.querySelector('a')).toBeNull()
    expect(container.textContent).toBe(text)
  })

  it('cannot be tricked into an attribute by quotes in a URL', () => {
    const { container } = render(<RichText text={'https://e.com/"onmouseover="alert(1)'} />)
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://e.com/')
    expect(link?.getAttribute('onmouseover')).toBeNull()
  })

  it('makes **text** bold and keeps line breaks', () => {
    const { container } = render(<RichText text={'**gm** all\nsecond line'} />)
    expect(container.querySelector('strong')?.textContent).toBe('gm')
    expect(container.textContent).toBe('gm all\nsecond line')
  })
})

describe('parseRichText', () => {
  it('keeps parentheses that belong to a link and drops closing punctuation', () => {
    expect(parseRichText('(https://en.wikipedia.org/wiki/A_(b)).')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/A_(b)',
        href: 'https://en.wikipedia.org/wiki/A_(b)',
      },
      { kind: 'text', text: ').' },
    ])
  })

  it('leaves unmatched stars alone', () => {
    expect(parseRichText('2 ** 3 and **')).toEqual([{ kind: 'text', text: '2 ** 3 and **' }])
  })

  it('accepts only http and https', () => {
    expect(safeHref('https://a.b/')).toBe('https://a.b/')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('not a url')).toBeNull()
  })
})
