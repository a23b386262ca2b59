import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'
import { CACHE_DATE_HEADER } from '../sw/messages.ts'
import { forgetSavedData, recordResponseSource } from './savedData.ts'
import { savedLabel } from './savedLabel.ts'

afterEach(() => forgetSavedData())

const fromCache = (iso: string) => new Response('{}', { headers: { [CACHE_DATE_HEADER]: iso } })

describe('savedLabel', () => {
  const now = Date.parse('2026-01-10T12:00:00Z')
  it.each([
    [10_000, 'Saved just now'],
    [60_000, 'Saved 1 minute ago'],
    [3 * 60_000, 'Saved 3 minutes ago'],
    [2 * 3_600_000, 'Saved 2 hours ago'],
    [26 * 3_600_000, 'Saved yesterday'],
  ])('%i ms ago → %s', (ago, label) => {
    expect(savedLabel(now - ago, now)).toBe(label)
  })

  it('speaks the active language', async () => {
    await activateLocale('es')
    try {
      expect(savedLabel(now - 3 * 60_000, now)).toBe('Guardado hace 3 minutos')
      expect(savedLabel(now - 26 * 3_600_000, now)).toBe('Guardado ayer')
    } finally {
      await activateLocale('en')
    }
  })
})

describe('recordResponseSource', () => {
  it('tracks the oldest cached answer until the path is answered fresh', async () => {
    const { useOldestSavedAt } = await import('./savedData.ts')
    const { renderHook } = await import('@testing-library/react')
    const { result, rerender } = renderHook(() => useOldestSavedAt())
    expect(result.current).toBeNull()
    recordResponseSource('/api/feed', fromCache('2026-01-10T11:00:00.000Z'))
    recordResponseSource('/api/communities', fromCache('2026-01-10T11:30:00.000Z'))
    rerender()
    expect(result.current).toBe(Date.parse('2026-01-10T11:00:00.000Z'))
    recordResponseSource('/api/feed', new Response('{}'))
    rerender()
    expect(result.current).toBe(Date.parse('2026-01-10T11:30:00.000Z'))
  })
})
