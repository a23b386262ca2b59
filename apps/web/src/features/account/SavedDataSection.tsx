import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { ClearOfflineData } from './ClearOfflineData.tsx'
import { formatBytes } from './StorageSection.tsx'
import { useOfflineStorage } from './storageData.ts'
import './StorageSection.css'

/**
 * What this device keeps to read offline, in one line, and a way to clear it. The cache's
 * areas, counters and the device's health are the admin area's (This device).
 */
export function SavedDataSection() {
  const storage = useOfflineStorage()
  const bytes = storage.data?.areas.reduce((sum, area) => sum + area.bytes, 0) ?? 0

  return (
    <GlassCard as="section" padding="large" aria-labelledby="account-saved-data">
      <h2 id="account-saved-data" className="section-title">
        {t('account.savedData.title')}
      </h2>
      {storage.isPending && <p role="status">{t('account.storage.reading')}</p>}
      {storage.isError && <p role="alert">{errorMessage(storage.error)}</p>}
      {storage.data && (
        <p className="section-lead">
          {bytes > 0
            ? t('account.savedData.used', { size: formatBytes(bytes) })
            : t('account.savedData.none')}
        </p>
      )}
      <div className="storage-actions">
        <ClearOfflineData disabled={!storage.data} />
      </div>
    </GlassCard>
  )
}
