import { t } from '../../../i18n/i18n.ts'
import { Button } from '../../../ui/Button.tsx'
import { FormAlert } from '../../../ui/FormAlert.tsx'
import { useBrowserPush } from './useBrowserPush.ts'

/** Turns push on or off for this browser; the kinds it brings are chosen per row below. */
export function PushInThisBrowser() {
  const { state, turnOn, turnOff, ready } = useBrowserPush()
  const current = state.data
  const busy = turnOn.isPending || turnOff.isPending
  return (
    <div className="push-browser" aria-live="polite">
      <p className="push-browser__status">
        {current === 'on'
          ? t('notifications.push.on')
          : current === 'denied'
            ? t('notifications.push.denied')
            : current === 'unsupported'
              ? t('notifications.push.unsupported')
              : t('notifications.push.off')}
      </p>
      {current === 'on' ? (
        <Button variant="secondary" size="small" disabled={busy} onClick={() => turnOff.mutate()}>
          {t('notifications.push.turnOff')}
        </Button>
      ) : current === 'off' ? (
        <Button size="small" disabled={busy || !ready} onClick={() => turnOn.mutate()}>
          {t('notifications.push.turnOn')}
        </Button>
      ) : null}
      {(turnOn.isError || turnOff.isError) && (
        <FormAlert>{t('notifications.push.failed')}</FormAlert>
      )}
    </div>
  )
}
