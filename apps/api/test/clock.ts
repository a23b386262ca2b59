import type { Clock } from '../src/context.ts'

/** A clock tests move by hand. */
export function testClock(start = new Date()) {
  let now = start.getTime()
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms
    },
  }
  return clock
}
