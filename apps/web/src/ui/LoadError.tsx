import { errorMessage } from '../lib/errorMessage.ts'
import { isOfflineFailure } from '../lib/queryClient.ts'
import { Button } from './Button.tsx'
import { GlassCard } from './GlassCard.tsx'
import { Icon } from './Icon.tsx'
import './LoadError.css'
import { t } from '../i18n/i18n.ts'

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
        <strong>{offline ? t('ui.loadError.offlineTitle') : title}</strong>
        <span>{offline ? t('ui.loadError.offlineText') : errorMessage(error)}</span>
      </div>
      <Button variant="outline" size="small" icon="refresh" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </GlassCard>
  )
}
