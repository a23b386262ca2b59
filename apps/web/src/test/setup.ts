import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'

// components read their text from the catalogue: English, as the app starts in an English browser
await activateLocale('en')

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('data-motion')
})
