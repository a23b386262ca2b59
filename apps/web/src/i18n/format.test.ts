import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from './activateLocale.ts'
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
} from './format.ts'

afterEach(() => activateLocale('en'))

const NOON = Date.UTC(2026, 10, 12, 12, 0, 0)

describe('formatting in the active language', () => {
  it('writes numbers, dates and relative times in English', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatCompact(12_300)).toBe('12K')
    expect(formatDate(NOON, { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 12, 2026')
    expect(formatRelativeTime(NOON - 3 * 60_000, NOON)).toBe('3 minutes ago')
    expect(formatRelativeTime(NOON - 86_400_000, NOON)).toBe('yesterday')
    expect(formatRelativeTime(NOON, NOON)).toBe('now')
  })

  it('switches to Spanish with the language', async () => {
    await activateLocale('es')
    expect(formatNumber(1234.5)).toBe('1234,5')
    expect(formatNumber(12345.5)).toBe('12.345,5')
    expect(formatDate(NOON, { dateStyle: 'long', timeZone: 'UTC' })).toBe('12 de noviembre de 2026')
    expect(formatRelativeTime(NOON - 3 * 60_000, NOON)).toBe('hace 3 minutos')
    expect(formatRelativeTime(NOON + 2 * 3_600_000, NOON)).toBe('dentro de 2 horas')
    expect(formatDateTime(NOON)).toMatch(/2026/)
  })
})
