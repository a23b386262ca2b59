import { describe, expect, it } from 'vitest'
import { withoutManifestLink } from './manifestLinkLater.ts'

describe('withoutManifestLink', () => {
  it('takes the manifest link out and leaves the rest of the page', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><link rel="manifest" href="/manifest.webmanifest"></head>'
    expect(withoutManifestLink(html)).toBe('<head><link rel="stylesheet" href="/a.css"></head>')
  })

  it('fails the build when there is no link to take out (the plugin writing it changed)', () => {
    expect(() => withoutManifestLink('<head></head>')).toThrow('no manifest link')
  })
})
