import { useOnlineStatus } from '../lib/useOnlineStatus.ts'
import { Icon } from '../ui/Icon.tsx'
import './OfflineBanner.css'
import { t } from '../i18n/i18n.ts'

/** Bottom-left notice while the browser has no network connection. */
export function OfflineBanner() {
  const online = useOnlineStatus()
  if (online) return null
  return (
    <div className="offline-banner" role="status">
      <Icon name="wifiOff" size={18} />
      <span>{t('app.offline')}</span>
    </div>
  )
}
