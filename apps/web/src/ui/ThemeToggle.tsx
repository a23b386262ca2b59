import { flipTheme } from '@agora/domain'
import { IconButton } from './IconButton.tsx'
import { ThemeSettings } from './ThemeSettings.tsx'
import { useAppearance } from './useAppearance.ts'
import './ThemeToggle.css'
import { t } from '../i18n/i18n.ts'

interface ThemeToggleProps {
  /** adds a button that opens the appearance settings popover */
  showSettings?: boolean
}

/** Flips between light and dark; with `showSettings`, also opens the appearance settings. */
export function ThemeToggle({ showSettings = false }: ThemeToggleProps) {
  const { resolvedTheme, toggleTheme } = useAppearance()
  return (
    <div className="theme-toggle">
      <IconButton
        icon={resolvedTheme === 'dark' ? 'sun' : 'moon'}
        label={t('ui.theme.switch', { theme: flipTheme(resolvedTheme) })}
        onClick={toggleTheme}
      />
      {showSettings && <ThemeSettings />}
    </div>
  )
}
