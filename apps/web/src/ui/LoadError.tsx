import { errorMessage } from '../lib/errorMessage.ts'
import { Button } from './Button.tsx'
import { GlassCard } from './GlassCard.tsx'
import { Icon } from './Icon.tsx'
import './LoadError.css'

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
  return (
    <GlassCard className="load-error" padding={compact ? 'small' : 'medium'} role="alert">
      <Icon name="alert" size={compact ? 16 : 20} />
      <div className="load-error__text">
        <strong>{title}</strong>
        <span>{errorMessage(error)}</span>
      </div>
      <Button variant="outline" size="small" icon="refresh" onClick={onRetry}>
        Retry
      </Button>
    </GlassCard>
  )
}
