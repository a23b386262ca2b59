import { COPY_CONFIRMATION_MS } from '@agora/domain'
import { useEffect, useState } from 'react'
import { t } from '../i18n/i18n.ts'
import { Button } from './Button.tsx'
import { IconButton } from './IconButton.tsx'

/**
 * Copies `text`, then says so for 1.5 s (spec §9). `compact`: only an icon, named by `label`,
 * for a line that has no room for words (a transaction hash in a timeline).
 */
export function CopyButton({
  text,
  label,
  compact = false,
}: {
  text: string
  label?: string
  compact?: boolean
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => window.clearTimeout(timer)
  }, [copied])
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  const name = copied ? t('ui.copy.done') : (label ?? t('ui.copy.address'))

  if (compact)
    return (
      <>
        <IconButton
          icon={copied ? 'check' : 'copy'}
          iconSize={16}
          label={name}
          className="icon-button--small"
          onClick={copy}
        />
        {/* a changed name is not read out: the confirmation is */}
        <span className="visually-hidden" aria-live="polite">
          {copied ? t('ui.copy.done') : ''}
        </span>
      </>
    )
  return (
    <Button
      variant="ghost"
      size="small"
      icon={copied ? 'check' : 'link'}
      aria-live="polite"
      onClick={copy}
    >
      {name}
    </Button>
  )
}
