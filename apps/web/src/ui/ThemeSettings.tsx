import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'
import { IconButton } from './IconButton.tsx'
import './ThemeSettings.css'
import { t } from '../i18n/i18n.ts'

// the controls load with the first opening, not with the page
const AppearanceControls = lazyWithRetry<object>(() =>
  import('./AppearanceControls.tsx').then((m) => ({ default: m.AppearanceControls })),
)

/** A settings button and its 20rem popover: theme, accent colour, glass and animations. */
export function ThemeSettings() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    panelRef.current?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div className="theme-settings" ref={rootRef}>
      <IconButton
        ref={buttonRef}
        icon="sliders"
        label={t('ui.appearance.settings')}
        active={open}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onPointerEnter={() => void AppearanceControls.preload()}
        onFocus={() => void AppearanceControls.preload()}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t('ui.appearance.settings')}
          tabIndex={-1}
          className="theme-settings__panel"
        >
          <Suspense fallback={null}>
            <AppearanceControls />
          </Suspense>
        </div>
      )}
    </div>
  )
}
