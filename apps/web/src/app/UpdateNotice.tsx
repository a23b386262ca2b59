import { Button } from '../ui/Button.tsx'
import { Icon } from '../ui/Icon.tsx'
import './UpdateNotice.css'

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
        <h2 id="update-notice-title">Update Available</h2>
        <p>A new version is ready</p>
      </div>
      <div className="update-notice__actions">
        <Button variant="ghost" size="small" onClick={onDismiss}>
          Later
        </Button>
        <Button size="small" onClick={onUpdate}>
          Update
        </Button>
      </div>
    </section>
  )
}
