const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' })

/** "14:05" today, "Nov 21" before. */
export function timeLabel(iso: string, now = new Date()) {
  const at = new Date(iso)
  return at.toDateString() === now.toDateString() ? time.format(at) : day.format(at)
}
