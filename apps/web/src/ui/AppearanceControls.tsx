import {
  ACCENT_COLORS,
  type AccentName,
  GLASS_INTENSITIES,
  LOCALE_CHOICES,
  type LocaleChoice,
  negotiateLocale,
  THEMES,
} from '@agora/domain'
import { useId } from 'react'
import { t } from '../i18n/i18n.ts'
import { Icon } from './Icon.tsx'
import { useAppearance } from './useAppearance.ts'
import './ThemeSettings.css'
import './fields.css'

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** A language by its own name ("Español"), as people look for theirs. */
const ownName = (locale: string) =>
  capitalise(new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale)

function localeLabel(choice: LocaleChoice) {
  if (choice !== 'system') return ownName(choice)
  return t('ui.appearance.languageSystem', {
    language: ownName(negotiateLocale(navigator.languages)),
  })
}

/** Language, theme, accent colour, glass intensity and animations, applied as they change. */
export function AppearanceControls() {
  const { preferences, update } = useAppearance()
  const name = useId()
  return (
    <>
      <label className="settings-group settings-language">
        <span className="settings-language__label">{t('ui.appearance.language')}</span>
        <select
          className="field__select"
          value={preferences.locale}
          onChange={(event) => update({ locale: event.target.value as LocaleChoice })}
        >
          {LOCALE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {localeLabel(choice)}
            </option>
          ))}
        </select>
      </label>

      <fieldset className="settings-group">
        <legend>{t('ui.appearance.theme')}</legend>
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
              <span>{t(`ui.appearance.theme.${theme}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('ui.appearance.accent')}</legend>
        <div className="swatches">
          {(Object.keys(ACCENT_COLORS) as AccentName[]).map((accent) => (
            <label key={accent} className="swatch" title={t(`ui.appearance.accent.${accent}`)}>
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
              <span className="visually-hidden">{t(`ui.appearance.accent.${accent}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('ui.appearance.glass')}</legend>
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
              <span>{t(`ui.appearance.glass.${intensity}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <label className="settings-switch">
        <span>
          <span className="settings-switch__label">{t('ui.appearance.animations')}</span>
          <span className="settings-switch__hint">{t('ui.appearance.animationsHint')}</span>
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
