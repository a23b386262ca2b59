import { describe, expect, it } from 'vitest'
import { applyPatterns, pattern } from './messagePatterns.ts'

describe('message patterns', () => {
  it('puts each value where the translation names it, in its own order', () => {
    const patterns = [pattern('Cannot convert {from} to {to}', 'Convertir a {to} desde {from}: no')]
    expect(applyPatterns(patterns, 'Cannot convert ETH to EUR')).toBe(
      'Convertir a EUR desde ETH: no',
    )
  })

  it('copies a value that has no word list as it is', () => {
    const patterns = [pattern('Nobody is called @{handle}', 'Nadie se llama @{handle}')]
    expect(applyPatterns(patterns, 'Nobody is called @ada_1')).toBe('Nadie se llama @ada_1')
  })

  it('translates a value from its word list, and refuses a word the list lacks', () => {
    const patterns = [
      pattern('This order is {status}', 'Este pedido está {status}', {
        status: { paid: 'pagado' },
      }),
    ]
    expect(applyPatterns(patterns, 'This order is paid')).toBe('Este pedido está pagado')
    expect(applyPatterns(patterns, 'This order is lost')).toBeNull()
  })

  it('tries the next pattern when a value cannot be translated', () => {
    const patterns = [
      pattern('Too big: {n}', 'Demasiado grande: {n}', { n: (v) => (/^\d+$/.test(v) ? v : null) }),
      pattern('Too big: {text}', 'Demasiado grande ({text})'),
    ]
    expect(applyPatterns(patterns, 'Too big: 5')).toBe('Demasiado grande: 5')
    expect(applyPatterns(patterns, 'Too big: =5')).toBe('Demasiado grande (=5)')
  })

  it('matches the whole message, with its punctuation taken literally', () => {
    const patterns = [pattern('Run: npm ({dir}).', 'Ejecuta: npm ({dir}).')]
    expect(applyPatterns(patterns, 'Run: npm (web).')).toBe('Ejecuta: npm (web).')
    expect(applyPatterns(patterns, 'Run: npm (web).!')).toBeNull()
    expect(applyPatterns(patterns, 'Run: npm [web]x')).toBeNull()
  })

  it('takes a value written {} as one known only at run time (a template read from source)', () => {
    const patterns = [
      pattern('This order is {status}', 'Este pedido está {status}', { status: {} }),
    ]
    expect(applyPatterns(patterns, 'This order is {}')).toBe('Este pedido está {}')
  })
})
