import type { PrivacySettings } from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAccount } from '../auth/useAccount.ts'
import { useAuth } from '../auth/useAuth.ts'

type Complete<T> = { [K in keyof T]-?: NonNullable<T[K]> }

const DEFAULT_PRIVACY: Complete<PrivacySettings> = {
  profileVisibility: 'public',
  showWalletAddress: true,
  allowDirectMessages: 'everyone',
  showActivity: true,
}

const VISIBILITIES: Complete<PrivacySettings>['profileVisibility'][] = [
  'public',
  'members',
  'private',
]
const MESSAGE_SENDERS: Complete<PrivacySettings>['allowDirectMessages'][] = [
  'everyone',
  'following',
  'nobody',
]

/** Who sees the profile, the wallet address and activity, and who may send messages. */
export function PrivacySection() {
  const auth = useAuth()
  const account = useAccount()
  const { showToast } = useToast()
  const id = useId()
  const [settings, setSettings] = useState<Complete<PrivacySettings>>({
    ...DEFAULT_PRIVACY,
    ...auth.user?.privacySettings,
  })
  const [emailNotifications, setEmailNotifications] = useState(
    auth.user?.preferences.emailNotifications ?? true,
  )
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof PrivacySettings>(key: K, value: Complete<PrivacySettings>[K]) =>
    setSettings((current) => ({ ...current, [key]: value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await account.updatePrivacySettings(settings)
      await account.updatePreferences({ emailNotifications })
      showToast(t('account.privacy.saved'), { type: 'success' })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('auth.error.updateFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby={`${id}-title`}>
      <form className="form" onSubmit={onSubmit}>
        <div>
          <h2 id={`${id}-title`} className="section-title">
            {t('account.privacy.title')}
          </h2>
          <p className="section-lead">{t('account.privacy.lead')}</p>
        </div>
        <div className="field-row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-visibility`}>
              {t('account.privacy.visibility')}
            </label>
            <select
              id={`${id}-visibility`}
              className="field__select"
              value={settings.profileVisibility}
              onChange={(e) =>
                set(
                  'profileVisibility',
                  e.target.value as Complete<PrivacySettings>['profileVisibility'],
                )
              }
            >
              {VISIBILITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`account.privacy.visibility.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-messages`}>
              {t('account.privacy.messages')}
            </label>
            <select
              id={`${id}-messages`}
              className="field__select"
              aria-describedby={`${id}-messages-hint`}
              value={settings.allowDirectMessages}
              onChange={(e) =>
                set(
                  'allowDirectMessages',
                  e.target.value as Complete<PrivacySettings>['allowDirectMessages'],
                )
              }
            >
              {MESSAGE_SENDERS.map((value) => (
                <option key={value} value={value}>
                  {t(`account.privacy.messages.${value}`)}
                </option>
              ))}
            </select>
            <p id={`${id}-messages-hint`} className="field__hint">
              {t(`account.privacy.messages.hint.${settings.allowDirectMessages}`)}
            </p>
          </div>
        </div>
        <div>
          <label className="switch-row">
            <span>{t('account.privacy.showWallet')}</span>
            <input
              type="checkbox"
              checked={settings.showWalletAddress}
              onChange={(e) => set('showWalletAddress', e.target.checked)}
            />
          </label>
          <label className="switch-row">
            <span>{t('account.privacy.showActivity')}</span>
            <input
              type="checkbox"
              checked={settings.showActivity}
              onChange={(e) => set('showActivity', e.target.checked)}
            />
          </label>
          <label className="switch-row">
            <span>{t('account.privacy.emailNotifications')}</span>
            <input
              type="checkbox"
              checked={emailNotifications}
              onChange={(e) => setEmailNotifications(e.target.checked)}
            />
          </label>
        </div>
        {error && <FormAlert>{error}</FormAlert>}
        <div className="form-actions">
          <Button type="submit" disabled={busy || auth.isOfflineSession}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </GlassCard>
  )
}
