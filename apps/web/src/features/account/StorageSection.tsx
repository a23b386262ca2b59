import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useCleanupOfflineData, useClearOfflineData, useOfflineStorage } from './storageData.ts'

const BYTE_FORMAT = new Intl.NumberFormat('en', {
  style: 'unit',
  unit: 'kilobyte',
  maximumFractionDigits: 1,
})

export function formatBytes(bytes: number) {
  return BYTE_FORMAT.format(bytes / 1024)
}

/** Spec §7's cache stats on the account page, with a way to clear what the device keeps. */
export function StorageSection() {
  const storage = useOfflineStorage()
  const cleanup = useCleanupOfflineData()
  const clear = useClearOfflineData()
  const areas = storage.data?.areas ?? []
  const total = areas.reduce((sum, area) => sum + area.bytes, 0)

  return (
    <GlassCard as="section" padding="large" aria-labelledby="account-storage">
      <h2 id="account-storage" className="section-title">
        Storage
      </h2>
      <p className="section-lead">
        Public pages you have seen, kept on this device to read offline. Data tied to your session
        is not kept.
      </p>
      {storage.isPending && <p role="status">Reading offline data…</p>}
      {storage.isError && <p role="alert">{errorMessage(storage.error)}</p>}
      {storage.data && (
        <table className="storage-table" aria-label="Offline data per area">
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">Entries</th>
              <th scope="col">Size</th>
              <th scope="col">Hits</th>
              <th scope="col">Misses</th>
            </tr>
          </thead>
          <tbody>
            {areas.map((area) => (
              <tr key={area.area}>
                <th scope="row">{area.area}</th>
                <td>{area.entries}</td>
                <td>{formatBytes(area.bytes)}</td>
                <td>{area.hits}</td>
                <td>{area.misses}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{areas.reduce((sum, area) => sum + area.entries, 0)}</td>
              <td>{formatBytes(total)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      )}
      <div className="storage-actions">
        <Button
          variant="outline"
          size="small"
          disabled={!storage.data || cleanup.isPending}
          onClick={() => cleanup.mutate()}
        >
          Remove expired
        </Button>
        <Button
          variant="outline"
          size="small"
          disabled={!storage.data || clear.isPending}
          onClick={() => clear.mutate()}
        >
          Clear offline data
        </Button>
      </div>
      {cleanup.data && <p role="status">Removed {cleanup.data.removed} expired entries.</p>}
      {clear.isSuccess && <p role="status">Offline data cleared.</p>}
    </GlassCard>
  )
}
