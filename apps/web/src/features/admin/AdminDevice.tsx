import { t } from '../../i18n/i18n.ts'
import { StorageSection } from '../account/StorageSection.tsx'
import { AppHealthSection } from '../monitoring/AppHealthSection.tsx'
import { ServerHealthPanel } from '../monitoring/ServerHealthPanel.tsx'

/**
 * This browser as the app sees it: the offline cache per area (spec §7's stats) and the
 * device's health (spec §3, §9), beside the server's. Tools for the people who run Agora.
 */
export function AdminDevice() {
  return (
    <section className="admin-section admin-device" aria-labelledby="admin-device-title">
      <h2 id="admin-device-title" className="section-title">
        {t('admin.device.title')}
      </h2>
      <p className="section-lead">{t('admin.device.lead')}</p>
      <div className="admin-device__sections">
        <StorageSection />
        <AppHealthSection>
          <ServerHealthPanel />
        </AppHealthSection>
      </div>
    </section>
  )
}
