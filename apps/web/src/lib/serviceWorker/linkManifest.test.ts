import { afterEach, describe, expect, it } from 'vitest'
import { linkManifest } from './linkManifest.ts'

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove()
})

describe('linkManifest', () => {
  it('links the web app manifest once', () => {
    linkManifest()
    linkManifest()
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')
    expect(links).toHaveLength(1)
    expect(new URL(links[0]?.href ?? '').pathname).toBe('/manifest.webmanifest')
  })
})
