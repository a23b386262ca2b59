import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeColorScheme } from '../test/fakeMatchMedia.ts'
import { AppearanceProvider } from './AppearanceProvider.tsx'
import { ThemeToggle } from './ThemeToggle.tsx'

const root = document.documentElement
const stored = () => JSON.parse(localStorage.getItem('appearancePreferences') ?? 'null')

afterEach(() => vi.restoreAllMocks())

describe('AppearanceProvider', () => {
  it('applies the defaults: system theme, blue accent, medium glass, animations on', () => {
    fakeColorScheme(false)
    render(<AppearanceProvider>x</AppearanceProvider>)
    expect(root.dataset.theme).toBe('light')
    expect(root.dataset.motion).toBe('full')
    expect(root.style.getPropertyValue('--accent')).toBe('#3b82f6')
    expect(root.style.getPropertyValue('--glass-blur')).toBe('12px')
    expect(root.style.getPropertyValue('--glass-opacity')).toBe('0.1')
    expect(root.style.getPropertyValue('--glass-border-opacity')).toBe('0.2')
  })

  it('follows the OS dark mode live while the theme is system', () => {
    const os = fakeColorScheme(false)
    render(<AppearanceProvider>x</AppearanceProvider>)
    expect(root.dataset.theme).toBe('light')
    act(() => os.setDark(true))
    expect(root.dataset.theme).toBe('dark')
    act(() => os.setDark(false))
    expect(root.dataset.theme).toBe('light')
  })

  it('keeps an explicit theme whatever the OS says', () => {
    localStorage.setItem('appearancePreferences', JSON.stringify({ theme: 'dark' }))
    const os = fakeColorScheme(false)
    render(<AppearanceProvider>x</AppearanceProvider>)
    act(() => os.setDark(false))
    expect(root.dataset.theme).toBe('dark')
  })

  it('reduces motion when the OS asks for it, even with animations on', () => {
    fakeColorScheme(false, true)
    render(<AppearanceProvider>x</AppearanceProvider>)
    expect(root.dataset.motion).toBe('reduced')
  })

  it('recovers from damaged stored preferences', () => {
    localStorage.setItem('appearancePreferences', '{oops')
    fakeColorScheme(true)
    render(<AppearanceProvider>x</AppearanceProvider>)
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--accent')).toBe('#3b82f6')
  })
})

describe('ThemeToggle', () => {
  it('flips light and dark without settings, and stores the choice', async () => {
    fakeColorScheme(false)
    render(
      <AppearanceProvider>
        <ThemeToggle />
      </AppearanceProvider>,
    )
    expect(screen.queryByRole('button', { name: 'Appearance settings' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(root.dataset.theme).toBe('dark')
    expect(stored()).toMatchObject({ theme: 'dark' })
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(root.dataset.theme).toBe('light')
  })

  it('opens a settings popover for theme, accent, glass and animations', async () => {
    fakeColorScheme(false)
    render(
      <AppearanceProvider>
        <ThemeToggle showSettings />
      </AppearanceProvider>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Appearance settings' }))
    const dialog = screen.getByRole('dialog', { name: 'Appearance settings' })
    expect(dialog.className).toContain('theme-settings__panel')

    await user.click(await within(dialog).findByRole('radio', { name: 'Pink' }))
    expect(root.style.getPropertyValue('--accent')).toBe('#ec4899')
    await user.click(screen.getByRole('radio', { name: 'High' }))
    expect(root.style.getPropertyValue('--glass-blur')).toBe('16px')
    await user.click(screen.getByRole('switch', { name: /Animations/ }))
    expect(root.dataset.motion).toBe('reduced')
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(root.dataset.theme).toBe('dark')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español')
    expect(stored()).toEqual({
      theme: 'dark',
      accentColor: '#ec4899',
      glassIntensity: 'high',
      animationsEnabled: false,
      locale: 'es',
    })

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Appearance settings' }))
  })
})
