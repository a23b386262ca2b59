import { describe, expect, it } from 'vitest'
import { quietUntil } from './quietHours.ts'

describe('quiet hours', () => {
  const night = { start: '22:00', end: '07:00', timeZone: 'Europe/Madrid' }

  it('holds deliveries until the range ends on the person’s clock, across midnight', () => {
    // 23:30 in Madrid (UTC+1 in winter) waits until 07:00 there
    expect(quietUntil(new Date('2026-11-27T22:30:00Z'), night)?.toISOString()).toBe(
      '2026-11-28T06:00:00.000Z',
    )
    // 03:15:20 waits until 07:00 the same morning
    expect(quietUntil(new Date('2026-11-28T02:15:20Z'), night)?.toISOString()).toBe(
      '2026-11-28T06:00:00.000Z',
    )
  })

  it('lets deliveries go outside the range, and when there is none', () => {
    expect(quietUntil(new Date('2026-11-27T06:00:00Z'), night)).toBeNull()
    expect(quietUntil(new Date('2026-11-27T12:00:00Z'), night)).toBeNull()
    expect(quietUntil(new Date('2026-11-27T12:00:00Z'), null)).toBeNull()
    const lunch = { start: '12:00', end: '13:00', timeZone: 'UTC' }
    expect(quietUntil(new Date('2026-11-27T12:59:00Z'), lunch)?.toISOString()).toBe(
      '2026-11-27T13:00:00.000Z',
    )
    expect(quietUntil(new Date('2026-11-27T13:00:00Z'), lunch)).toBeNull()
  })
})
