import {
  ACCENT_COLORS,
  type AccentName,
  GLASS_INTENSITIES,
  type GlassIntensity,
  THEMES,
  type Theme,
} from '@agora/domain'
import { useId } from 'react'
import { Icon } from './Icon.tsx'
import { useAppearance } from './useAppearance.ts'
import './ThemeSettings.css'

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }
const GLASS_LABELS: Record<GlassIntensity, string> = { low: 'Low', medium: 'Medium', high: 'High' }
const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** Theme, accent colour, glass intensity and animations, applied as they change. */
export function AppearanceControls() {
  const { preferences, update } = useAppearance()
  const name = useId()
  return (
    <>
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
    </>
  )
}
