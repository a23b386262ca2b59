import type { Alert } from '@agora/domain'
import { type DBSchema, openDB } from 'idb'
import { savedHistory } from './retention.ts'
import type { PerformanceSnapshot } from './snapshot.ts'

interface MonitoringDb extends DBSchema {
  snapshots: { key: number; value: PerformanceSnapshot }
  alerts: { key: string; value: Alert }
}

const open = () =>
  openDB<MonitoringDb>('AgoraMonitoring', 1, {
    upgrade(db) {
      db.createObjectStore('snapshots', { keyPath: 'timestamp' })
      db.createObjectStore('alerts', { keyPath: 'id' })
    },
  })

/** Spec §9: the last 100 snapshots and 50 alerts outlive the tab. */
export async function saveMonitoring(snapshots: PerformanceSnapshot[], alerts: Alert[]) {
  const db = await open()
  const tx = db.transaction(['snapshots', 'alerts'], 'readwrite')
  const snapshotStore = tx.objectStore('snapshots')
  const alertStore = tx.objectStore('alerts')
  const saved = savedHistory(snapshots, alerts)
  await Promise.all([snapshotStore.clear(), alertStore.clear()])
  await Promise.all([
    ...saved.snapshots.map((snapshot) => snapshotStore.put(snapshot)),
    ...saved.alerts.map((alert) => alertStore.put(alert)),
  ])
  await tx.done
  db.close()
}

export async function loadMonitoring() {
  const db = await open()
  const [snapshots, alerts] = await Promise.all([db.getAll('snapshots'), db.getAll('alerts')])
  db.close()
  return { snapshots, alerts: alerts.sort((a, b) => a.timestamp - b.timestamp) }
}
