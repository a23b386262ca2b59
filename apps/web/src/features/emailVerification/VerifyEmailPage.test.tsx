import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { VerifyEmailPage } from './VerifyEmailPage.tsx'

afterEach(() => vi.unstubAllGlobals())

const page = (
  <Routes>
    <Route path="/verify-email" element={<VerifyEmailPage />} />
  </Routes>
)

describe('VerifyEmailPage', () => {
  it('confirms the address from the link, signed out too', async () => {
    const fetchMock = stubApi([
      ['POST', /^\/api\/auth\/email\/verify$/, () => Response.json({ success: true, user: null })],
    ])
    const auth = fakeAuth(false)
    renderSocial(page, { auth, route: '/verify-email?token=abc' })
    expect(await screen.findByText(/^Your e-mail address is verified\./)).toBeTruthy()
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc' })
    expect(auth.refreshUser).not.toHaveBeenCalled()
  })

  it('says an expired link has expired and offers a new one to its signed-in owner', async () => {
    const fetchMock = stubApi([
      [
        'POST',
        /^\/api\/auth\/email\/verify$/,
        () =>
          Response.json(
            {
              success: false,
              code: 'EMAIL_TOKEN_EXPIRED',
              error: 'This verification link has expired. Ask for a new one.',
            },
            { status: 400 },
          ),
      ],
      ['POST', /^\/api\/auth\/email\/verification$/, () => Response.json({ success: true })],
    ])
    const auth = fakeAuth(true, {
      user: { ...viewer, email: 'alice@example.com', emailVerified: false },
    })
    renderSocial(page, { auth, route: '/verify-email?token=old' })
    expect(
      await screen.findByText('This verification link has expired. Ask for a new one.'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send verification e-mail' }))
    expect(
      await screen.findByText(
        'We sent a verification link to alice@example.com. It works for 24 hours.',
      ),
    ).toBeTruthy()
    expect(
      fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://l').pathname),
    ).toEqual(['/api/auth/email/verify', '/api/auth/email/verification'])
  })

  it('says a link is incomplete without asking the server', async () => {
    const fetchMock = stubApi([])
    renderSocial(page, { auth: fakeAuth(true), route: '/verify-email' })
    expect(await screen.findByText(/^This link is incomplete\./)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
