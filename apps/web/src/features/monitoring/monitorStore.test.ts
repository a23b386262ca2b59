import type { Alert } from '@agora/domain'
import { describe, expect, it, vi } from 'vitest'
import type { CacheStats } from '../../sw/messages.ts'

// a cache that misses four lookups in five: hit_rate_low on every check
const stats: CacheStats = {
  areas: [{ area: 'feed', entries: 1, bytes: 10, hits: 2, misses: 8 }],
  preload: { navigations: 0, preloaded: 0 },
}
vi.mock('../../lib/serviceWorker/messageWorker.ts', () => ({ messageWorker: async () => stats }))
const saveMonitoring = vi.fn(async (_snapshots: unknown[], _alerts: Alert[]) => {})
vi.mock('./persistence.ts', () => ({ saveMonitoring, loadMonitoring: async () => null }))

const { monitor } = await import('./monitorStore.ts')

const HOUR = 60 * 60 * 1000

describe('monitor.check', () => {
  it('saves the alerts raised earlier once they are no longer active', async () => {
    const start = 10 * HOUR
    await monitor.check(start)
    await monitor.check(start + 2 * HOUR)

    const { activeAlerts, alerts } = monitor.getState()
    expect(activeAlerts.map((alert) => alert.timestamp)).toEqual([start + 2 * HOUR])
    expect(alerts.map((alert) => alert.timestamp)).toEqual([start, start + 2 * HOUR])
    const [snapshots, saved] = saveMonitoring.mock.lastCall ?? []
    expect(snapshots).toHaveLength(2)
    expect(saved?.map((alert) => [alert.type, alert.timestamp])).toEqual([
      ['hit_rate_low', start],
      ['hit_rate_low', start + 2 * HOUR],
    ])
  })
})
