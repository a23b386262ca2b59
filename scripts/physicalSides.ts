import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// a side named outright: margin-left, right: 0, text-align: left, border-top-left-radius …
const PHYSICAL_PROPERTY =
  /^(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-\w+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)$/
const PHYSICAL_VALUE = {
  'text-align': /^(?:left|right)$/,
  float: /^(?:left|right)$/,
  clear: /^(?:left|right)$/,
}
// shorthands whose four values go top, right, bottom, left
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
])

/** Values split on spaces outside brackets: `calc(1rem + 2px) 0` → two values. */
function valuesOf(value: string): string[] {
  const values: string[] = []
  let depth = 0
  let current = ''
  for (const char of value) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (/\s/.test(char) && depth === 0) {
      if (current) values.push(current)
      current = ''
    } else current += char
  }
  return current ? [...values, current] : values
}

/** Whether a declaration treats left and right differently, so it would not mirror. */
function namesASide(property: string, value: string): boolean {
  if (PHYSICAL_PROPERTY.test(property)) return true
  const physicalValue = PHYSICAL_VALUE[property as keyof typeof PHYSICAL_VALUE]
  if (physicalValue) return physicalValue.test(value)
  const values = valuesOf(value.replace(/!important$/, '').trim())
  if (BOX_SHORTHANDS.has(property)) return values.length === 4 && values[1] !== values[3]
  if (property === 'border-radius' && !value.includes('/')) {
    const [a, b = a, c = a, d = b] = values
    // top-left, top-right, bottom-right, bottom-left against their mirror image
    return a !== b || c !== d
  }
  return false
}

/**
 * The declarations of a stylesheet that name a physical side. A rule for one direction only
 * (its selector has `:dir(`) may: it already knows which side is which.
 */
export function physicalSides(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const found: string[] = []
  const selectors: string[] = []
  let buffer = ''
  const check = () => {
    const match = /^\s*([\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(buffer)
    if (match && !selectors.some((selector) => selector.includes(':dir('))) {
      const [, property = '', value = ''] = match
      if (namesASide(property, value)) found.push(`${property}: ${value}`)
    }
    buffer = ''
  }
  for (const char of text) {
    if (char === '{') {
      selectors.push(buffer.trim())
      buffer = ''
    } else if (char === '}') {
      check()
      selectors.pop()
    } else if (char === ';') check()
    else buffer += char
  }
  return found
}

/** Every stylesheet under `dir`, relative to it. */
export function styleSheets(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name)
    if (entry.isDirectory()) return styleSheets(dir, relative)
    return entry.name.endsWith('.css') ? [relative] : []
  })
}

export const readStyleSheet = (dir: string, file: string) =>
  readFileSync(path.join(dir, file), 'utf8')
