import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'
import { loadErrorMessages } from '../i18n/errorText.ts'
import { setViewportWidth } from './viewport.ts'

// components read their text from the catalogue: English, as the app starts in an English
// browser, with the API's error messages it loads once its first content shows
await activateLocale('en')
await loadErrorMessages('en')

const HAPPY_DOM_DEFAULT_WIDTH = 1024

afterEach(() => {
  cleanup()
  // files share one page per worker: nothing a test replaced outlives it
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
  setViewportWidth(HAPPY_DOM_DEFAULT_WIDTH)
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('data-motion')
})
