import { errorMessage } from '../lib/errorMessage.ts'
import { isOfflineFailure } from '../lib/queryClient.ts'
import { Button } from './Button.tsx'
import { GlassCard } from './GlassCard.tsx'
import { Icon } from './Icon.tsx'
import './LoadError.css'

export const OFFLINE_TEXT =
  "You're offline and this was not saved on this device yet. It loads when you're back online."

/** What a list says when it could not load, with a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  compact = false,
}: {
  title: string
  error: unknown
  onRetry: () => void
  compact?: boolean
}) {
  const offline = isOfflineFailure(error)
  return (
    <GlassCard className="load-error" padding={compact ? 'small' : 'medium'} role="alert">
      <Icon name={offline ? 'wifiOff' : 'alert'} size={compact ? 16 : 20} />
      <div className="load-error__text">
        <strong>{offline ? 'Not available offline' : title}</strong>
        <span>{offline ? OFFLINE_TEXT : errorMessage(error)}</span>
      </div>
      <Button variant="outline" size="small" icon="refresh" onClick={onRetry}>
        Retry
      </Button>
    </GlassCard>
  )
}
