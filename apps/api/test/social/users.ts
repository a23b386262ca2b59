import type { App } from '../../src/app.ts'
import { bearer, newWallet, signIn } from '../wallets.ts'

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>

/** A new wallet, signed in, with helpers to call the API as it. */
export async function signedInUser(app: App) {
  const wallet = newWallet()
  const token = await signIn(app, wallet)
  const headers = bearer(token)
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers })
  const { id } = me.json().user as { id: string }
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    extra = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    })
  return { wallet, address: wallet.address, token, headers, id, call }
}

export async function createCommunity(
  owner: SignedInUser,
  name = `Guild ${crypto.randomUUID().slice(0, 8)}`,
) {
  const res = await owner.call('POST', '/api/communities', {
    name,
    description: 'A place to build',
    rules: ['Be kind'],
  })
  if (res.statusCode !== 201) throw new Error(`community refused: ${res.body}`)
  return res.json().data as { id: string; slug: string; name: string }
}

export async function createPost(author: SignedInUser, payload: Record<string, unknown> = {}) {
  const res = await author.call('POST', '/api/posts', { content: 'gm, builders', ...payload })
  if (res.statusCode !== 201) throw new Error(`post refused: ${res.body}`)
  return res.json().data as { id: string; content: string }
}
