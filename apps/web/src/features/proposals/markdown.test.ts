import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.ts'

describe('renderMarkdown', () => {
  it('renders headings, emphasis and lists', () => {
    const html = renderMarkdown('## Why\n\n**Tomatoes** for *all*\n\n- one\n- two')
    expect(html).toContain('<h2>Why</h2>')
    expect(html).toContain('<strong>Tomatoes</strong>')
    expect(html).toContain('<li>one</li>')
  })

  it('shows HTML in the text as text, never as markup', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;')
  })

  it('keeps only safe links, and opens outside ones in a new tab without an opener', () => {
    const html = renderMarkdown(
      '[x](javascript:alert(1)) [y](data:text/html,hi) [z](https://example.com) [m](/market/1)',
    )
    // refused links stay as the text that was written, never an href
    expect(html).not.toContain('href="javascript:')
    expect(html).not.toContain('href="data:')
    expect(html.match(/<a /g)).toHaveLength(2)
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">z</a>',
    )
    expect(html).toContain('<a href="/market/1">m</a>')
  })

  it('loads no images', () => {
    expect(renderMarkdown('![pixel](https://tracker.example/p.gif)')).not.toContain('<img')
  })
})
