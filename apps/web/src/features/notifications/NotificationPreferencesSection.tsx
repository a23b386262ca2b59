import { DELIVERY_KINDS } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { EmailNeedsVerifiedAddress } from './channels/EmailNeedsVerifiedAddress.tsx'
import { PushInThisBrowser } from './channels/PushInThisBrowser.tsx'
import { QuietHoursForm } from './channels/QuietHoursForm.tsx'
import { useNotificationPreferences, useUpdateNotificationPreferences } from './data.ts'
import { kindLabel } from './notificationText.ts'
import './channels/NotificationChannels.css'

/** Per kind: in the app, by push, by e-mail; this browser's push; quiet hours. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences()
  const update = useUpdateNotificationPreferences()
  // e-mail switches are saved either way; they deliver once the address is verified
  const emailWaits = !useAuth().user?.emailVerified
  return (
    <GlassCard as="section" padding="large" aria-labelledby="notification-preferences">
      <h2 className="section-title" id="notification-preferences">
        {t('notifications.title')}
      </h2>
      <p className="section-lead">{t('notifications.preferences.lead')}</p>
      <PushInThisBrowser />
      {preferences.isPending ? (
        <Skeleton shape="block" height="8rem" />
      ) : preferences.isError ? (
        <FormAlert>{errorMessage(preferences.error)}</FormAlert>
      ) : (
        <>
          <table className="channel-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('notifications.channels.kind')}</span>
                </th>
                <th scope="col">{t('notifications.channels.inApp')}</th>
                <th scope="col">{t('notifications.channels.push')}</th>
                <th
                  scope="col"
                  aria-describedby={emailWaits ? 'email-needs-verified-address' : undefined}
                >
                  {t('notifications.channels.email')}
                </th>
              </tr>
            </thead>
            <tbody>
              {DELIVERY_KINDS.map((kind) => {
                const label = kindLabel(kind)
                const channels = preferences.data.channels[kind]
                return (
                  <tr key={kind}>
                    <th scope="row">{label}</th>
                    <td>
                      {kind === 'message' ? (
                        // new messages always show in Messages, not in the inbox
                        t('notifications.channels.always')
                      ) : (
                        <input
                          type="checkbox"
                          aria-label={label}
                          checked={preferences.data[kind]}
                          disabled={update.isPending}
                          onChange={(event) => update.mutate({ [kind]: event.target.checked })}
                        />
                      )}
                    </td>
                    {(['push', 'email'] as const).map((channel) => (
                      <td key={channel}>
                        <input
                          type="checkbox"
                          aria-label={t(`notifications.channels.${channel}For`, { kind: label })}
                          checked={channels[channel]}
                          disabled={update.isPending}
                          onChange={(event) =>
                            update.mutate({
                              channels: { [kind]: { [channel]: event.target.checked } },
                            })
                          }
                        />
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
          {emailWaits && <EmailNeedsVerifiedAddress id="email-needs-verified-address" />}
          <QuietHoursForm
            key={JSON.stringify(preferences.data.quietHours)}
            quietHours={preferences.data.quietHours}
            disabled={update.isPending}
            onChange={(change) => update.mutate(change)}
          />
        </>
      )}
      {update.isError && <FormAlert>{t('notifications.preferences.updateFailed')}</FormAlert>}
    </GlassCard>
  )
}
