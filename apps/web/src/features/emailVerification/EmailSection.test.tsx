import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { EmailSection } from './EmailSection.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('EmailSection', () => {
  it('shows an unverified address with a way to ask for a new link', () => {
    stubApi([])
    renderSocial(<EmailSection />, {
      auth: fakeAuth(true, { user: { ...viewer, email: 'a@example.com', emailVerified: false } }),
    })
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send verification e-mail' })).toBeTruthy()
  })

  it('puts a wrong password at its field, with focus on it', async () => {
    const fetchMock = stubApi([
      [
        'PUT',
        /^\/api\/auth\/email$/,
        () =>
          Response.json(
            { success: false, code: 'PASSWORD_WRONG', error: 'The password is wrong.' },
            { status: 403 },
          ),
      ],
    ])
    renderSocial(<EmailSection />, {
      auth: fakeAuth(true, { user: { ...viewer, email: 'a@example.com', emailVerified: true } }),
    })
    expect(screen.getByText('Verified')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }))
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'not-an-address')
    await userEvent.click(screen.getByRole('button', { name: 'Save and send link' }))
    expect(screen.getByText('Enter an e-mail address such as name@example.com.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()

    await userEvent.clear(screen.getByLabelText('New e-mail address'))
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'b@example.com')
    await userEvent.type(screen.getByLabelText('Current password'), 'guess')
    await userEvent.click(screen.getByRole('button', { name: 'Save and send link' }))
    expect(await screen.findByText('The password is wrong.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'))
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'b@example.com', password: 'guess' })
  })

  it('says a saved address’s link was not sent, and reloads the account to show the new address', async () => {
    const saved =
      'Your new address was saved, but its verification e-mail could not be sent. Ask for a new link shortly.'
    stubApi([
      [
        'PUT',
        /^\/api\/auth\/email$/,
        () =>
          Response.json(
            { success: false, code: 'EMAIL_SAVED_LINK_NOT_SENT', error: saved },
            { status: 503 },
          ),
      ],
    ])
    const refreshUser = vi.fn(async () => {})
    renderSocial(<EmailSection />, {
      auth: fakeAuth(true, {
        user: { ...viewer, email: 'a@example.com', emailVerified: true },
        refreshUser,
      }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }))
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'b@example.com')
    await userEvent.type(screen.getByLabelText('Current password'), 'right one')
    await userEvent.click(screen.getByRole('button', { name: 'Save and send link' }))
    expect(await screen.findByText(saved)).toBeTruthy()
    expect(refreshUser).toHaveBeenCalled()
  })
})
