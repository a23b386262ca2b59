import { formatDate } from '../../i18n/format.ts'

const TIME = { hour: '2-digit', minute: '2-digit' } as const
const DAY = { month: 'short', day: 'numeric' } as const

/** "14:05" today, "Nov 21" before. */
export function timeLabel(iso: string, now = new Date()) {
  const at = new Date(iso)
  return formatDate(at, at.toDateString() === now.toDateString() ? TIME : DAY)
}
