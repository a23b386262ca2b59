import { activeLocale, t } from '../i18n/i18n.ts'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "Saved just now", "Saved 3 minutes ago", "Saved yesterday". */
export function savedLabel(time: number, now: number): string {
  const elapsed = Math.max(0, now - time)
  const format = new Intl.RelativeTimeFormat(activeLocale(), { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (elapsed >= size)
      return t('app.saved.ago', { when: format.format(-Math.floor(elapsed / size), unit) })
  }
  return t('app.saved.justNow')
}
