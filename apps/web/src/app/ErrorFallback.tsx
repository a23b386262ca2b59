import { useEffect, useRef } from 'react'
import { Button } from '../ui/Button.tsx'
import { GlassCard } from '../ui/GlassCard.tsx'
import { Icon } from '../ui/Icon.tsx'
import './ErrorFallback.css'
import { t } from '../i18n/i18n.ts'

/** The error page: 'Try Again' resets the error, 'Refresh Page' reloads. */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <GlassCard className="error-fallback" padding="large" role="alert">
      <span className="error-fallback__icon" aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('app.errorPage.title')}
      </h1>
      <p>{t('app.errorPage.text')}</p>
      <div className="error-fallback__actions">
        <Button icon="refresh" onClick={onReset}>
          {t('app.errorPage.tryAgain')}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('app.errorPage.refresh')}
        </Button>
      </div>
    </GlassCard>
  )
}
