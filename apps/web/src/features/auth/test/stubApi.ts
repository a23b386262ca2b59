import { vi } from 'vitest'

export type ApiCall = { method: string; path: string; body: unknown; authorization: string | null }
type Reply = Response | (() => Response | Promise<Response>)

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
export const networkDown = () => Promise.reject(new TypeError('Failed to fetch'))

/**
 * Replaces `fetch` with answers per "METHOD /path" (query strings ignored); records every call.
 * An unlisted route is a 404, so a test sees calls it did not expect.
 */
export function stubApi(routes: Record<string, Reply>) {
  const calls: ApiCall[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0] ?? ''
    const method = init.method ?? 'GET'
    const headers = new Headers(init.headers)
    calls.push({
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    })
    const reply = routes[`${method} ${path}`]
    if (!reply) return json(404, { success: false, error: 'Not found', code: 'NOT_FOUND' })
    return typeof reply === 'function' ? reply() : reply.clone()
  })
  vi.stubGlobal('fetch', fetchStub)
  return { calls, routes }
}
