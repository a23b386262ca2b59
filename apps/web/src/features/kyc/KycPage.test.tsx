import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../app/ToastProvider.tsx'
import { type AccountActions, AccountContext } from '../auth/AccountContext.ts'
import { AuthContext, type AuthState } from '../auth/AuthContext.ts'
import { fakeAccount, fakeAuthState } from '../auth/test/fakes.ts'
import { testUser } from '../auth/test/renderAuth.tsx'
import { KycPage } from './KycPage.tsx'

const signedIn = (kycStatus: AuthState['kycStatus']) =>
  fakeAuthState({ status: 'authenticated', isAuthenticated: true, user: testUser(), kycStatus })

function renderKyc(auth: AuthState, account: AccountActions = fakeAccount()) {
  render(
    <MemoryRouter>
      <ToastProvider>
        <AuthContext.Provider value={auth}>
          <AccountContext.Provider value={account}>
            <KycPage />
          </AccountContext.Provider>
        </AuthContext.Provider>
      </ToastProvider>
    </MemoryRouter>,
  )
}

const rejected = {
  status: 'rejected' as const,
  tier: 'basic' as const,
  submittedAt: '2025-03-01T10:00:00.000Z',
  reviewedAt: '2025-03-02T10:00:00.000Z',
  reason: 'The passport number is unreadable',
}

describe('the KYC area', () => {
  it("shows a rejection's reason and lets the user apply again", () => {
    renderKyc(signedIn(rejected))
    expect(screen.getByText('Verification rejected')).toBeTruthy()
    expect(screen.getByText('The passport number is unreadable')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy()
  })

  it('uploads each document’s picture, then sends the chosen tier with its documents', async () => {
    const uploads: { type: string | null; name: string }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const file = init.body as File
        uploads.push({ type: new Headers(init.headers).get('content-type'), name: file.name })
        expect(url).toBe('/api/auth/kyc/documents')
        return Response.json({ success: true, id: `image-${file.name}` }, { status: 201 })
      }),
    )
    const initiateKyc = vi.fn(async () => {})
    renderKyc(signedIn({ ...rejected, status: 'none', reason: null }), fakeAccount({ initiateKyc }))
    fireEvent.click(screen.getByRole('radio', { name: /Enhanced/ }))
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'P1234567' } })
    fireEvent.change(screen.getByLabelText('Document reference'), { target: { value: 'BILL-77' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    // without pictures: nothing is sent, each missing one is named
    expect(await screen.findAllByText('Add a picture of this document')).toHaveLength(2)
    expect(initiateKyc).not.toHaveBeenCalled()

    const picture = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' })
    fireEvent.change(screen.getByLabelText('Picture of the document'), {
      target: { files: [picture('passport.jpg')] },
    })
    fireEvent.change(screen.getByLabelText('Picture of the proof of address'), {
      target: { files: [picture('bill.jpg')] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    await waitFor(() =>
      expect(initiateKyc).toHaveBeenCalledWith({
        tier: 'enhanced',
        documents: [
          { type: 'passport', reference: 'P1234567', imageId: 'image-passport.jpg' },
          { type: 'proof_of_address', reference: 'BILL-77', imageId: 'image-bill.jpg' },
        ],
      }),
    )
    expect(uploads).toEqual([
      { type: 'image/jpeg', name: 'passport.jpg' },
      { type: 'image/jpeg', name: 'bill.jpg' },
    ])
    vi.unstubAllGlobals()
  })

  it("shows the server's refusal under the form", async () => {
    const initiateKyc = vi.fn(async () => {
      throw new Error('KYC initiation failed')
    })
    renderKyc(signedIn({ ...rejected, status: 'none', reason: null }), fakeAccount({ initiateKyc }))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, id: 'image-1' }, { status: 201 })),
    )
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'P1234567' } })
    fireEvent.change(screen.getByLabelText('Picture of the document'), {
      target: { files: [new File([new Uint8Array(10)], 'id.png', { type: 'image/png' })] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect((await screen.findByRole('alert')).textContent).toBe('KYC initiation failed')
    vi.unstubAllGlobals()
  })

  it('offers a verified person their attestation', () => {
    renderKyc(signedIn({ ...rejected, status: 'verified', reason: null }))
    expect(screen.getByRole('button', { name: 'Download attestation' })).toBeTruthy()
  })

  it('offers no form while a review is pending', () => {
    renderKyc(signedIn({ ...rejected, status: 'pending', reason: null }))
    expect(screen.getByText('Verification pending')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull()
  })

  it('asks a signed-out visitor to sign in', () => {
    renderKyc(fakeAuthState())
    expect(screen.getByText('Sign in to continue')).toBeTruthy()
  })
})
