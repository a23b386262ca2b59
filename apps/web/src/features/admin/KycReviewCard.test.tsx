import type { KycQueueItem } from '@agora/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../app/ToastProvider.tsx'
import { clearAuthToken, writeAuthToken } from '../../lib/authToken.ts'
import { KycReviewCard } from './KycReviewCard.tsx'

const item: KycQueueItem = {
  userId: '6c0a4f3e-8b2d-4e47-9a51-0d3f2b7c9e10',
  handle: 'ada',
  address: '0x1234567890abcdef1234567890abcdef12345678',
  email: null,
  tier: 'enhanced',
  documents: [
    { type: 'passport', reference: 'P1234567', imageId: 'img-1' },
    { type: 'proof_of_address', reference: 'BILL-77', imageId: 'img-2' },
  ],
  submittedAt: '2031-03-02T09:00:00.000Z',
}

const calls: { url: string; init: RequestInit | undefined }[] = []

beforeEach(() => {
  writeAuthToken('admin-token')
  calls.length = 0
  // jsdom has no object URLs
  URL.createObjectURL = () => 'blob:picture'
  URL.revokeObjectURL = () => {}
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init })
      if (url.endsWith('/review'))
        return Response.json({
          success: true,
          linksExpireAt: '2031-03-02T09:05:00.000Z',
          documents: [
            { ...item.documents[0], imageUrl: '/api/kyc/images/img-1?expires=1&sig=a' },
            // deleted after an earlier decision: no link
            { ...item.documents[1], imageUrl: null },
          ],
        })
      return new Response(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }))
    }),
  )
})
afterEach(() => {
  clearAuthToken()
  vi.unstubAllGlobals()
})

describe('a verification under review', () => {
  it('shows the document pictures only once the admin opens the case, through their links', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <KycReviewCard item={item} />
        </ToastProvider>
      </QueryClientProvider>,
    )
    expect(calls).toEqual([])
    // no decision before the pictures were seen
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show the pictures' }))
    const picture = await screen.findByRole('img', { name: 'Passport of @ada' })
    expect(picture.getAttribute('src')).toBe('blob:picture')
    expect(screen.getByText('This picture is no longer kept.')).toBeTruthy()

    const [opened, read] = calls
    expect(opened?.url).toBe(`/api/admin/kyc/${item.userId}/review`)
    expect(opened?.init?.method).toBe('POST')
    expect(read?.url).toBe('/api/kyc/images/img-1?expires=1&sig=a')
    expect(read?.init?.cache).toBe('no-store')
    expect(new Headers(read?.init?.headers).get('authorization')).toBe('Bearer admin-token')
    expect(calls).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy()
  })
})
