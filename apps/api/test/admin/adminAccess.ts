import type { App } from '../../src/app.ts'
import { anyClientIp } from '../wallets.ts'

export const ADMIN = { email: 'root@agora.example', password: 'a long admin password' }
export const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }

export async function adminToken(app: App) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: ADMIN,
    remoteAddress: anyClientIp(),
  })
  if (res.statusCode !== 200) throw new Error(`admin login refused: ${res.body}`)
  return res.json().data.token as string
}

export async function userIdOf(app: App, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  })
  return res.json().user.id as string
}
