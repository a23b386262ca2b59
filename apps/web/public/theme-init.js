// Applies the stored theme before the first paint so the page never flashes the wrong one.
// Mirrors parseAppearancePreferences/resolveTheme in packages/domain/src/appearance.ts.
;(() => {
  let theme = 'system'
  try {
    const stored = JSON.parse(localStorage.getItem('appearancePreferences') || '{}')
    if (stored && (stored.theme === 'light' || stored.theme === 'dark')) theme = stored.theme
  } catch {
    // damaged or unavailable storage: keep the default
  }
  if (theme === 'system') {
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  document.documentElement.dataset.theme = theme
  document.documentElement.style.colorScheme = theme
})()
