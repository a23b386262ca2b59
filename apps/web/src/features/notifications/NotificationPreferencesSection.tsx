import { NOTIFICATION_KINDS } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useNotificationPreferences, useUpdateNotificationPreferences } from './data.ts'
import { kindLabel } from './notificationText.ts'

/** In-app notifications on or off, per kind. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences()
  const update = useUpdateNotificationPreferences()
  return (
    <GlassCard as="section" padding="large" aria-labelledby="notification-preferences">
      <h2 className="section-title" id="notification-preferences">
        {t('notifications.title')}
      </h2>
      <p className="section-lead">{t('notifications.preferences.lead')}</p>
      {preferences.isPending ? (
        <Skeleton shape="block" height="8rem" />
      ) : preferences.isError ? (
        <FormAlert>{errorMessage(preferences.error)}</FormAlert>
      ) : (
        <div>
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="switch-row">
              <span>{kindLabel(kind)}</span>
              <input
                type="checkbox"
                checked={preferences.data[kind]}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ [kind]: event.target.checked })}
              />
            </label>
          ))}
        </div>
      )}
      {update.isError && <FormAlert>{t('notifications.preferences.updateFailed')}</FormAlert>}
    </GlassCard>
  )
}
