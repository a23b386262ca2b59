import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { physicalSides, readStyleSheet, styleSheets } from './physicalSides.ts'
import { repoRoot } from './server.ts'

describe('physicalSides', () => {
  it('finds sides named outright and shorthands that treat left and right differently', () => {
    const css = `
      /* a comment may say left: 0 */
      .a { margin-left: auto; padding: 0 1rem 0 0.5rem; text-align: right; right: 0 }
      .b { border-radius: 1rem 1rem 0 0; margin: 0 auto; inset: 0 1rem 0 1rem; float: inline-start }
      @media (min-width: 40rem) { .c { border-bottom-right-radius: 4px } }
      .d { border-radius: 0 1rem }`
    expect(physicalSides(css)).toEqual([
      'margin-left: auto',
      'padding: 0 1rem 0 0.5rem',
      'text-align: right',
      'right: 0',
      'border-bottom-right-radius: 4px',
      'border-radius: 0 1rem',
    ])
  })

  it('lets a rule for one direction name its side', () => {
    expect(physicalSides('.a:dir(rtl) input { text-align: right; transform: scaleX(-1) }')).toEqual(
      [],
    )
  })
})

// right-to-left languages (Arabic) mirror the layout: every side is a start or an end
describe("the web app's stylesheets", () => {
  const root = path.join(repoRoot, 'apps/web/src')
  it('name no physical side, so the layout mirrors right to left', () => {
    const sheets = styleSheets(root)
    expect(sheets.length).toBeGreaterThan(50)
    const found = sheets.flatMap((file) =>
      physicalSides(readStyleSheet(root, file)).map((declaration) => `${file}: ${declaration}`),
    )
    expect(found).toEqual([])
  })
})
