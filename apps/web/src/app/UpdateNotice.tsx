import { Button } from '../ui/Button.tsx'
import { Icon } from '../ui/Icon.tsx'
import './UpdateNotice.css'
import { t } from '../i18n/i18n.ts'

interface UpdateNoticeProps {
  /** activates the waiting new version */
  onUpdate: () => void
  /** hides the notice; the update waits for the next visit */
  onDismiss: () => void
}

/** Bottom-right notice that a new version of the app is waiting. */
export function UpdateNotice({ onUpdate, onDismiss }: UpdateNoticeProps) {
  return (
    <section className="update-notice" aria-labelledby="update-notice-title">
      <span className="update-notice__icon" aria-hidden="true">
        <Icon name="sparkles" size={18} />
      </span>
      <div className="update-notice__text">
        <h2 id="update-notice-title">{t('app.update.title')}</h2>
        <p>{t('app.update.text')}</p>
      </div>
      <div className="update-notice__actions">
        <Button variant="ghost" size="small" onClick={onDismiss}>
          {t('app.update.later')}
        </Button>
        <Button size="small" onClick={onUpdate}>
          {t('app.update.apply')}
        </Button>
      </div>
    </section>
  )
}
