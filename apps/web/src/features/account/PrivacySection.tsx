import type { PrivacySettings } from '@agora/domain'
import { type FormEvent, useId, useState } from 'react'
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
      showToast('Privacy settings saved', { type: 'success' })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Update failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby={`${id}-title`}>
      <form className="form" onSubmit={onSubmit}>
        <div>
          <h2 id={`${id}-title`} className="section-title">
            Privacy and notifications
          </h2>
          <p className="section-lead">Choose what others can see and how they reach you.</p>
        </div>
        <div className="field-row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-visibility`}>
              Profile visible to
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
              <option value="public">Everyone</option>
              <option value="members">Signed-in members</option>
              <option value="private">Only me</option>
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-messages`}>
              Direct messages from
            </label>
            <select
              id={`${id}-messages`}
              className="field__select"
              value={settings.allowDirectMessages}
              onChange={(e) =>
                set(
                  'allowDirectMessages',
                  e.target.value as Complete<PrivacySettings>['allowDirectMessages'],
                )
              }
            >
              <option value="everyone">Everyone</option>
              <option value="following">People I follow</option>
              <option value="nobody">Nobody</option>
            </select>
          </div>
        </div>
        <div>
          <label className="switch-row">
            <span>Show my wallet address on my profile</span>
            <input
              type="checkbox"
              checked={settings.showWalletAddress}
              onChange={(e) => set('showWalletAddress', e.target.checked)}
            />
          </label>
          <label className="switch-row">
            <span>Show my activity (posts, reactions) to others</span>
            <input
              type="checkbox"
              checked={settings.showActivity}
              onChange={(e) => set('showActivity', e.target.checked)}
            />
          </label>
          <label className="switch-row">
            <span>E-mail me about replies and orders</span>
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
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </GlassCard>
  )
}
