import {
  ACCENT_COLORS,
  type AccentName,
  GLASS_INTENSITIES,
  type GlassIntensity,
  THEMES,
  type Theme,
} from '@agora/domain'
import { useId } from 'react'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { useAppearance } from '../../ui/useAppearance.ts'
import { useAuth } from '../auth/useAuth.ts'
import '../../ui/ThemeSettings.css'

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }
const GLASS_LABELS: Record<GlassIntensity, string> = { low: 'Low', medium: 'Medium', high: 'High' }
const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** Theme, accent, glass and motion: applied at once, saved to the account when signed in. */
export function AppearanceSection() {
  const { preferences, update } = useAppearance()
  const { isAuthenticated, isOfflineSession } = useAuth()
  const name = useId()
  return (
    <GlassCard
      as="section"
      padding="large"
      className="card-stack"
      aria-labelledby={`${name}-title`}
    >
      <div>
        <h2 id={`${name}-title`} className="section-title">
          Appearance
        </h2>
        <p className="section-lead">
          {isAuthenticated && !isOfflineSession
            ? 'Saved to your account, so it follows you to other devices.'
            : 'Saved on this device. Sign in to keep it on every device.'}
        </p>
      </div>
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
      <label className="switch-row">
        <span>Animations</span>
        <input
          type="checkbox"
          checked={preferences.animationsEnabled}
          onChange={(event) => update({ animationsEnabled: event.target.checked })}
        />
      </label>
    </GlassCard>
  )
}
