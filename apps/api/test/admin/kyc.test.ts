import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer, signIn } from '../wallets.ts'
import { adminEnv, adminToken, userIdOf } from './adminAccess.ts'
import { openKycCase, withImages } from './kycEvidence.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp(adminEnv)
})
afterAll(() => app.close())

const passport: { type: string; reference: string; country?: string } = {
  type: 'passport',
  reference: 'X1234567',
  country: 'DE',
}
const utilityBill = { type: 'proof_of_address', reference: 'bill-2026-10' }

// each document gets a picture of its own, as the form uploads them
async function initiate(token: string, payload: { tier: string; documents: (typeof passport)[] }) {
  const documents = await withImages(app, token, payload.documents)
  return app.inject({
    method: 'POST',
    url: '/api/auth/kyc/initiate',
    headers: bearer(token),
    payload: { ...payload, documents },
  })
}
const status = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/kyc/status', headers: bearer(token) })).json()
// the admin opens the case (its pictures) first: a decision needs it
const decide = async (admin: string, userId: string, payload: Record<string, unknown>) => {
  await openKycCase(app, admin, userId)
  return app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${userId}/decision`,
    headers: bearer(admin),
    payload,
  })
}

describe('KYC', () => {
  it('starts at none', async () => {
    const token = await signIn(app)
    expect(await status(token)).toEqual({
      success: true,
      status: 'none',
      tier: null,
      submittedAt: null,
      reviewedAt: null,
      reason: null,
    })
  })

  it('goes pending, then verified on approval, and the user follows', async () => {
    const token = await signIn(app)
    const res = await initiate(token, { tier: 'basic', documents: [passport] })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'pending', tier: 'basic' })
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
    expect(me.json().user.kycStatus).toBe('pending')

    const admin = await adminToken(app)
    const queue = await app.inject({ method: 'GET', url: '/api/admin/kyc', headers: bearer(admin) })
    const userId = await userIdOf(app, token)
    expect(queue.json().data.map((r: { userId: string }) => r.userId)).toContain(userId)

    expect((await decide(admin, userId, { decision: 'approve' })).statusCode).toBe(200)
    expect(await status(token)).toMatchObject({
      status: 'verified',
      tier: 'basic',
      reviewedAt: expect.any(String),
    })
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
    expect(after.json().user.kycStatus).toBe('verified')
  })

  it('shows the reason of a rejection, and allows trying again', async () => {
    const token = await signIn(app)
    await initiate(token, { tier: 'enhanced', documents: [passport, utilityBill] })
    const admin = await adminToken(app)
    const userId = await userIdOf(app, token)
    expect((await decide(admin, userId, { decision: 'reject' })).statusCode).toBe(400)
    await decide(admin, userId, {
      decision: 'reject',
      reason: 'The bill is older than three months',
    })
    expect(await status(token)).toMatchObject({
      status: 'rejected',
      reason: 'The bill is older than three months',
    })
    expect(
      (await initiate(token, { tier: 'enhanced', documents: [passport, utilityBill] })).statusCode,
    ).toBe(201)
  })

  it('refuses a second request while one is pending with 409', async () => {
    const token = await signIn(app)
    await initiate(token, { tier: 'basic', documents: [passport] })
    const again = await initiate(token, { tier: 'basic', documents: [passport] })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'KYC_PENDING' })
  })

  it('refuses two concurrent requests but one', async () => {
    const token = await signIn(app)
    const results = await Promise.all(
      [1, 2, 3].map(() => initiate(token, { tier: 'basic', documents: [passport] })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
  })

  it('refuses an unknown tier with 400', async () => {
    const res = await initiate(await signIn(app), { tier: 'platinum', documents: [passport] })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })

  it('refuses a tier whose documents are missing with 400', async () => {
    const res = await initiate(await signIn(app), {
      tier: 'full',
      documents: [passport, utilityBill],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { missing: 'selfie' } })
    expect(res.json().details.fields).toEqual([
      {
        field: 'body.documents',
        code: 'KYC_DOCUMENT_MISSING',
        params: { tier: 'full', document: 'selfie' },
        message: 'must include a selfie document: the full tier needs one',
      },
    ])
  })

  it('lets only admins decide', async () => {
    const token = await signIn(app)
    await initiate(token, { tier: 'basic', documents: [passport] })
    const res = await decide(token, await userIdOf(app, token), { decision: 'approve' })
    expect(res.statusCode).toBe(403)
  })
})
