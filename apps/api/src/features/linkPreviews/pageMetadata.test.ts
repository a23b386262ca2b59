import { LINK_PREVIEW_TITLE_MAX } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { createHeadReader, plainText } from './pageMetadata.ts'

const read = (html: string, url = 'https://news.example/articles/1') => {
  const reader = createHeadReader(new URL(url))
  const ended = reader.write(html)
  return { ended, ...reader.result() }
}

describe('createHeadReader', () => {
  it('reads Open Graph title, description, image and site name', () => {
    const page = read(`<!doctype html><html><head>
      <title>Plain title</title>
      <meta property="og:title" content="Rain &amp; shine">
      <meta property="og:description" content="  What the
        weather does  ">
      <meta property="og:image" content="https://cdn.example/pic.png">
      <meta property="og:site_name" content="News Example">
      </head><body>…</body></html>`)
    expect(page).toEqual({
      ended: true,
      title: 'Rain & shine',
      description: 'What the weather does',
      imageUrl: 'https://cdn.example/pic.png',
      siteName: 'News Example',
    })
  })

  it('resolves a relative og:image against the page URL', () => {
    expect(read('<meta property="og:image" content="../img/cover.jpg">').imageUrl).toBe(
      'https://news.example/img/cover.jpg',
    )
    expect(read('<meta property="og:image" content="/cover.jpg">').imageUrl).toBe(
      'https://news.example/cover.jpg',
    )
  })

  it('falls back to Twitter cards, then the <title> and the description meta', () => {
    expect(
      read(`<head><meta name="twitter:title" content="Card title">
        <meta name="twitter:image" content="//img.example/a.webp"></head>`),
    ).toMatchObject({ title: 'Card title', imageUrl: 'https://img.example/a.webp' })
    expect(
      read('<head><title> Only a\n title </title><meta name="description" content="Short"></head>'),
    ).toMatchObject({ title: 'Only a title', description: 'Short', imageUrl: null, siteName: null })
  })

  it('stops at the end of the head: tags in the body do not count', () => {
    const page = read(
      '<head><title>Head</title></head><body><meta property="og:title" content="Body"></body>',
    )
    expect(page.title).toBe('Head')
    const noHead = read('<title>T</title><body><meta property="og:image" content="/x.png">')
    expect(noHead).toMatchObject({ ended: true, imageUrl: null })
  })

  it('says the head has not ended yet while it is still arriving', () => {
    const reader = createHeadReader(new URL('https://a.example/'))
    expect(reader.write('<head><meta property="og:title" content="Par')).toBe(false)
    expect(reader.write('tial"></head>')).toBe(true)
    expect(reader.result().title).toBe('Partial')
  })

  it('keeps markup as text and refuses images that are not http(s)', () => {
    const page = read(`<head><meta property="og:title" content="<script>alert(1)</script>">
      <meta property="og:image" content="javascript:alert(1)"></head>`)
    expect(page.title).toBe('<script>alert(1)</script>')
    expect(page.imageUrl).toBeNull()
  })
})

describe('plainText', () => {
  it('cuts long text to the limit with an ellipsis', () => {
    const cut = plainText('word '.repeat(100), LINK_PREVIEW_TITLE_MAX)
    expect(cut?.length).toBeLessThanOrEqual(LINK_PREVIEW_TITLE_MAX)
    expect(cut?.endsWith('…')).toBe(true)
    expect(plainText('   ', 10)).toBeNull()
  })
})
