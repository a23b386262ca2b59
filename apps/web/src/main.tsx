import './styles/theme.css'
import './styles/base.css'
import { resolveLocale, resolveTheme, SOURCE_LOCALE } from '@agora/domain'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { suppressExtensionErrors } from './app/extensionErrors.ts'
import { startMonitoring } from './features/monitoring/startMonitoring.ts'
import { activateLocale } from './i18n/activateLocale.ts'
import { loadAppearancePreferences } from './lib/preferences.ts'
import { startServiceWorker } from './lib/serviceWorker/startServiceWorker.ts'
import { applyAppearance } from './ui/applyAppearance.ts'
import { applyDesignTokens } from './ui/applyDesignTokens.ts'
import { PREFERS_DARK, PREFERS_REDUCED_MOTION } from './ui/mediaQueries.ts'

suppressExtensionErrors()

// accent, glass and tokens are in place before anything renders (public/theme-init.js
// already set data-theme before the first paint)
const root = document.documentElement
const preferences = loadAppearancePreferences()
const systemDark = window.matchMedia(PREFERS_DARK).matches
const systemReducedMotion = window.matchMedia(PREFERS_REDUCED_MOTION).matches
applyDesignTokens(root)
applyAppearance(root, preferences, resolveTheme(preferences.theme, systemDark), systemReducedMotion)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// the app speaks from its first render: its language's messages come first (one small chunk)
const locale = resolveLocale(preferences.locale, navigator.languages)
activateLocale(locale)
  .catch(() => activateLocale(SOURCE_LOCALE))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })

// after the first content: the worker, workbox-window and monitoring are not part of the first load
startServiceWorker()
startMonitoring()
