import { COPY_CONFIRMATION_MS } from '@agora/domain'
import { useEffect, useState } from 'react'
import { t } from '../i18n/i18n.ts'
import { Button } from './Button.tsx'

/** Copies `text`, then says so for 1.5 s (spec §9). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => window.clearTimeout(timer)
  }, [copied])
  return (
    <Button
      variant="ghost"
      size="small"
      icon={copied ? 'check' : 'link'}
      aria-live="polite"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t('ui.copy.done') : (label ?? t('ui.copy.address'))}
    </Button>
  )
}
