import type { QuietHours, UpdateNotificationSettings } from '@agora/domain'
import { useState } from 'react'
import { t } from '../../../i18n/i18n.ts'
import { Button } from '../../../ui/Button.tsx'

const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** A daily range on the person's own clock when push and e-mail wait. */
export function QuietHoursForm({
  quietHours,
  disabled,
  onChange,
}: {
  quietHours: QuietHours | null
  disabled: boolean
  onChange: (change: UpdateNotificationSettings) => void
}) {
  const [start, setStart] = useState(quietHours?.start ?? '22:00')
  const [end, setEnd] = useState(quietHours?.end ?? '07:00')
  return (
    <fieldset className="quiet-hours">
      <legend className="quiet-hours__title">{t('notifications.quiet.title')}</legend>
      <p className="section-lead">
        {quietHours
          ? t('notifications.quiet.set', { ...quietHours })
          : t('notifications.quiet.none')}
      </p>
      <div className="quiet-hours__fields">
        <label>
          <span>{t('notifications.quiet.start')}</span>
          <input type="time" value={start} onChange={(event) => setStart(event.target.value)} />
        </label>
        <label>
          <span>{t('notifications.quiet.end')}</span>
          <input type="time" value={end} onChange={(event) => setEnd(event.target.value)} />
        </label>
      </div>
      <div className="quiet-hours__actions">
        <Button
          size="small"
          disabled={disabled || !start || !end || start === end}
          onClick={() => onChange({ quietHours: { start, end, timeZone: ownTimeZone() } })}
        >
          {t('notifications.quiet.save')}
        </Button>
        {quietHours && (
          <Button
            variant="secondary"
            size="small"
            disabled={disabled}
            onClick={() => onChange({ quietHours: null })}
          >
            {t('notifications.quiet.clear')}
          </Button>
        )}
      </div>
    </fieldset>
  )
}
