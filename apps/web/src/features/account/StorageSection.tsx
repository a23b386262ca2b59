import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { ClearOfflineData } from './ClearOfflineData.tsx'
import { useCleanupOfflineData, useOfflineStorage } from './storageData.ts'
import './StorageSection.css'

export function formatBytes(bytes: number) {
  return formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })
}

/** Spec §7's cache stats per area (the admin area's This device), with ways to clean them up. */
export function StorageSection() {
  const storage = useOfflineStorage()
  const cleanup = useCleanupOfflineData()
  const areas = storage.data?.areas ?? []
  const total = areas.reduce((sum, area) => sum + area.bytes, 0)

  return (
    <GlassCard as="section" padding="large" aria-labelledby="account-storage">
      <h2 id="account-storage" className="section-title">
        {t('account.storage.title')}
      </h2>
      <p className="section-lead">{t('account.storage.lead')}</p>
      {storage.isPending && <p role="status">{t('account.storage.reading')}</p>}
      {storage.isError && <p role="alert">{errorMessage(storage.error)}</p>}
      {storage.data && (
        <div className="storage-table-scroll">
          <table className="storage-table" aria-label={t('account.storage.table')}>
            <thead>
              <tr>
                <th scope="col">{t('account.storage.area')}</th>
                <th scope="col">{t('account.storage.entries')}</th>
                <th scope="col">{t('account.storage.size')}</th>
                <th scope="col">{t('account.storage.hits')}</th>
                <th scope="col">{t('account.storage.misses')}</th>
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
                <th scope="row">{t('account.storage.total')}</th>
                <td>{areas.reduce((sum, area) => sum + area.entries, 0)}</td>
                <td>{formatBytes(total)}</td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <div className="storage-actions">
        <Button
          variant="outline"
          size="small"
          disabled={!storage.data || cleanup.isPending}
          onClick={() => cleanup.mutate()}
        >
          {t('account.storage.removeExpired')}
        </Button>
        <ClearOfflineData disabled={!storage.data} />
      </div>
      {cleanup.data && (
        <p role="status">{t('account.storage.removed', { count: cleanup.data.removed })}</p>
      )}
    </GlassCard>
  )
}
