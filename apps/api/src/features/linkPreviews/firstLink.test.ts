import { describe, expect, it } from 'vitest'
import { firstLink } from './firstLink.ts'

describe('firstLink', () => {
  it('finds the first http(s) link in a post', () => {
    expect(firstLink('Read https://News.example/a?b=1#top and http://other.example')).toBe(
      'https://news.example/a?b=1',
    )
    expect(firstLink('see (http://a.example/x).')).toBe('http://a.example/x')
  })

  it('skips other schemes and bare domains', () => {
    expect(firstLink('mail me: mailto:a@b.example, ftp://files.example/f')).toBeNull()
    expect(firstLink('news.example is good, www.example.org too')).toBeNull()
    expect(firstLink('ftp://files.example/f then https://b.example/')).toBe('https://b.example/')
  })

  it('is null for a post without links', () => {
    expect(firstLink('just words #tag @someone')).toBeNull()
  })
})
