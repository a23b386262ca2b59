import { useQuery } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { writeAuthToken } from '../../lib/authToken.ts'
import { connectedWeb3 } from '../wallet/test/fakeWeb3.ts'
import { kycNone, renderAuth, testUser } from './test/renderAuth.tsx'
import { json, stubApi } from './test/stubApi.ts'

afterEach(() => vi.unstubAllGlobals())

it('aborts a query still in flight before the token is revoked', async () => {
  let inboxSignal: AbortSignal | undefined
  function SlowInbox() {
    useQuery({
      queryKey: ['inbox'],
      queryFn: ({ signal }) => {
        inboxSignal = signal
        return new Promise(() => {})
      },
    })
    return null
  }
  writeAuthToken('live-token')
  const api = stubApi({
    'GET /api/auth/me': json(200, { success: true, user: testUser() }),
    'GET /api/auth/kyc/status': json(200, kycNone),
    'POST /api/auth/logout': json(200, { success: true }),
  })
  const view = renderAuth(connectedWeb3(), <SlowInbox />)
  await waitFor(() => expect(view.current().auth.status).toBe('authenticated'))
  await waitFor(() => expect(inboxSignal).toBeDefined())
  let abortedBeforeRevoke: boolean | undefined
  const fetchLogout = globalThis.fetch
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/auth/logout')) abortedBeforeRevoke = inboxSignal?.aborted
    return fetchLogout(input, init)
  })
  await act(() => view.current().auth.logout())
  expect(abortedBeforeRevoke).toBe(true)
  expect(api.calls.at(-1)?.path).toBe('/api/auth/logout')
})
