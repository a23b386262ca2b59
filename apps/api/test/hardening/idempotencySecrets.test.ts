import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../src/db/schema/meta.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { newWallet, requestNonce } from '../wallets.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const KEY = { 'idempotency-key': 'same-key-everywhere' }

describe('Idempotency-Key and credentials', () => {
  it('never stores nor replays a sign-in answer, whoever sends the key again', async () => {
    const wallet = newWallet()
    const { nonce, message } = await requestNonce(app, wallet.address)
    const signature = await wallet.signMessage({ message })
    const payload = { address: wallet.address, signature, message, nonce }
    const send = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/wallet',
        remoteAddress: ip,
        headers: { 'idempotency-key': 'sign-in-1' },
        payload,
      })

    const first = await send('10.0.0.1')
    expect(first.statusCode).toBe(200)
    const token = first.json().token as string
    expect(token).toBeTruthy()

    for (const ip of ['10.0.0.2', '10.0.0.1']) {
      const again = await send(ip)
      expect(again.headers['idempotent-replayed']).toBeUndefined()
      expect(again.body).not.toContain(token)
      expect(again.statusCode).toBe(401)
    }
    const stored = await app.ctx.db.select().from(idempotencyKeys)
    expect(stored.map((row) => row.body ?? '').join('\n')).not.toContain(token)
  })

  it('scopes anonymous keys per client, so one client never reads another’s answer', async () => {
    const address = newWallet().address
    const ask = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/nonce',
        remoteAddress: ip,
        headers: KEY,
        payload: { walletAddress: address },
      })
    const mine = await ask('10.0.1.1')
    const replayed = await ask('10.0.1.1')
    const theirs = await ask('10.0.1.2')
    expect(mine.statusCode).toBe(200)
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.json().nonce).toBe(mine.json().nonce)
    expect(theirs.headers['idempotent-replayed']).toBeUndefined()
    expect(theirs.json().nonce).not.toBe(mine.json().nonce)
  })
})
