import {
  ACCENT_COLORS,
  type AccentName,
  GLASS_INTENSITIES,
  type GlassIntensity,
  THEMES,
  type Theme,
} from '@agora/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from './Icon.tsx'
import { IconButton } from './IconButton.tsx'
import { useAppearance } from './useAppearance.ts'
import './ThemeSettings.css'

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }
const GLASS_LABELS: Record<GlassIntensity, string> = { low: 'Low', medium: 'Medium', high: 'High' }
const capitalise = (name: string) => name[0]?.toUpperCase() + name.slice(1)

/** A settings button and its 20rem popover: theme, accent colour, glass and animations. */
export function ThemeSettings() {
  const { preferences, update } = useAppearance()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const name = useId()

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
        label="Appearance settings"
        active={open}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label="Appearance settings"
          tabIndex={-1}
          className="theme-settings__panel"
        >
          <fieldset className="settings-group">
            <legend>Theme</legend>
            <div className="segmented">
              {THEMES.map((theme) => (
                <label key={theme} className="segmented__option">
                  <input
                    type="radio"
                    name={`${name}-theme`}
                    value={theme}
                    checked={preferences.theme === theme}
                    onChange={() => update({ theme })}
                  />
                  <span>{THEME_LABELS[theme]}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="settings-group">
            <legend>Accent colour</legend>
            <div className="swatches">
              {(Object.keys(ACCENT_COLORS) as AccentName[]).map((accent) => (
                <label key={accent} className="swatch" title={capitalise(accent)}>
                  <input
                    type="radio"
                    name={`${name}-accent`}
                    value={ACCENT_COLORS[accent]}
                    checked={preferences.accentColor === ACCENT_COLORS[accent]}
                    onChange={() => update({ accentColor: ACCENT_COLORS[accent] })}
                  />
                  <span className="swatch__dot" style={{ background: ACCENT_COLORS[accent] }}>
                    <Icon name="check" size={14} />
                  </span>
                  <span className="visually-hidden">{capitalise(accent)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="settings-group">
            <legend>Glass intensity</legend>
            <div className="segmented">
              {GLASS_INTENSITIES.map((intensity) => (
                <label key={intensity} className="segmented__option">
                  <input
                    type="radio"
                    name={`${name}-glass`}
                    value={intensity}
                    checked={preferences.glassIntensity === intensity}
                    onChange={() => update({ glassIntensity: intensity })}
                  />
                  <span>{GLASS_LABELS[intensity]}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <label className="settings-switch">
            <span>
              <span className="settings-switch__label">Animations</span>
              <span className="settings-switch__hint">Turn off to reduce motion</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={preferences.animationsEnabled}
              checked={preferences.animationsEnabled}
              onChange={(event) => update({ animationsEnabled: event.target.checked })}
            />
          </label>
        </div>
      )}
    </div>
  )
}
