import type { QuietHours } from '@agora/domain'

const DAY_MINUTES = 24 * 60

/**
 * When push and e-mail may go again if `now` falls in the person's quiet hours (read on
 * their own clock, so a range may cross midnight); null when it does not.
 */
export function quietUntil(now: Date, quietHours: QuietHours | null): Date | null {
  if (!quietHours) return null
  const start = minutesOf(quietHours.start)
  const end = minutesOf(quietHours.end)
  const { minutes, seconds } = localTime(now, quietHours.timeZone)
  const inside = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end
  if (!inside) return null
  const wait = (end - minutes + DAY_MINUTES) % DAY_MINUTES
  return new Date(now.getTime() + (wait * 60 - seconds) * 1000 - now.getMilliseconds())
}

function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

function localTime(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { minutes: part('hour') * 60 + part('minute'), seconds: part('second') }
}
