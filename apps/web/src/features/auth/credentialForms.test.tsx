import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../app/Toaster.tsx'
import { ToastProvider } from '../../app/ToastProvider.tsx'
import { ApiError } from '../../lib/api.ts'
import { AuthContext, type AuthState } from './AuthContext.ts'
import { LoginPage } from './LoginPage.tsx'
import { RegisterPage } from './RegisterPage.tsx'
import { fakeAuthState } from './test/fakes.ts'
import { testUser } from './test/renderAuth.tsx'

function renderPage(page: React.ReactNode, auth: AuthState) {
  render(
    <MemoryRouter>
      <ToastProvider>
        <AuthContext.Provider value={auth}>{page}</AuthContext.Provider>
        <Toaster />
      </ToastProvider>
    </MemoryRouter>,
  )
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the register page', () => {
  it('shows the password hint once, and the error in its place', () => {
    renderPage(<RegisterPage />, fakeAuthState())
    expect(screen.getAllByText(/at least 10 characters/i)).toHaveLength(1)
    fill('Handle', 'ada')
    fill('E-mail', 'ada@agora.test')
    fill('Password', 'short')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getAllByText(/at least 10 characters/i)).toHaveLength(1)
    expect(screen.getByText('Use at least 10 characters')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Password'))
  })

  it("shows the server's 'This handle is taken' at the handle, not as a banner", async () => {
    const register = vi.fn(async () => {
      throw new ApiError(409, 'HANDLE_TAKEN', 'This handle is taken')
    })
    renderPage(<RegisterPage />, fakeAuthState({ register }))
    fill('Handle', 'ada')
    fill('E-mail', 'ada@agora.test')
    fill('Password', 'long enough password')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    const handle = screen.getByLabelText('Handle')
    await waitFor(() => expect(document.activeElement).toBe(handle))
    expect(handle.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('This handle is taken').id).toBe(
      handle.getAttribute('aria-describedby'),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('the login page', () => {
  it('offers "Forgot password?" and says which field is missing', () => {
    renderPage(<LoginPage />, fakeAuthState())
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
    fill('E-mail', 'not an address')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByText('Enter an e-mail address like name@example.com')).toBeTruthy()
    expect(screen.getByText('Enter your password')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'))
  })

  it("says what went wrong in the server's words, then greets the user by handle", async () => {
    const login = vi
      .fn<AuthState['login']>()
      .mockRejectedValueOnce(new ApiError(401, 'LOGIN_FAILED', 'The e-mail or password is wrong.'))
      .mockResolvedValueOnce(testUser({ handle: 'ada' }))
    renderPage(<LoginPage />, fakeAuthState({ login }))
    fill('E-mail', 'ada@agora.test')
    fill('Password', 'wrong password')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail or password is wrong.')
    fill('Password', 'right password')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Signed in as @ada')).toBeTruthy()
  })
})
