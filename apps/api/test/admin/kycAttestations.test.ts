import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp, bearer } from '../wallets.ts'
import { adminEnv, adminToken, userIdOf } from './adminAccess.ts'
import { openKycCase, withImages } from './kycEvidence.ts'

// another app's view: the EAS SDK alone (its CommonJS build; the ESM one does not load in Node)
const eas = createRequire(import.meta.url)(
  '@ethereum-attestation-service/eas-sdk',
) as typeof import('@ethereum-attestation-service/eas-sdk')

const DAY = 24 * 60 * 60 * 1000
const clock = testClock(new Date('2031-06-10T12:00:00Z'))
let app: TestApp
let admin: string

beforeAll(async () => {
  app = await createTestApp(adminEnv, { clock })
  admin = await adminToken(app)
})
afterAll(() => app.close())

async function verifiedUser(tier = 'basic') {
  const user = await signedInUser(app)
  const documents = [{ type: 'passport', reference: 'P7654321' }]
  if (tier !== 'basic') documents.push({ type: 'proof_of_address', reference: 'bill-7' })
  await user.call('POST', '/api/auth/kyc/initiate', {
    tier,
    documents: await withImages(app, user.token, documents),
  })
  await openKycCase(app, admin, user.id)
  const decided = await app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${user.id}/decision`,
    headers: bearer(admin),
    payload: { decision: 'approve' },
  })
  expect(decided.statusCode).toBe(200)
  return user
}
const attestationOf = async (user: SignedInUser) => {
  const res = await user.call('GET', '/api/kyc/attestation')
  expect(res.statusCode).toBe(200)
  return res.json().attestation
}
const verify = async (attestation: unknown) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/kyc/attestations/verify',
    payload: { attestation },
  })
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('KYC attestations', () => {
  it('are refused to a person who is not verified', async () => {
    const user = await signedInUser(app)
    const res = await user.call('GET', '/api/kyc/attestation')
    expect([res.statusCode, res.json().code]).toEqual([409, 'KYC_NOT_VERIFIED'])
  })

  it('need a wallet: an attestation names an address', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: anyClientIp(),
      payload: {
        email: `no.wallet.${Date.now()}@agora.example`,
        handle: `kyc_mail_${Date.now() % 100000}`,
        password: 'correct horse battery',
      },
    })
    const { token } = registered.json()
    const userId = await userIdOf(app, token)
    const started = await app.inject({
      method: 'POST',
      url: '/api/auth/kyc/initiate',
      headers: bearer(token),
      payload: {
        tier: 'basic',
        documents: await withImages(app, token, [{ type: 'passport', reference: 'P1112223' }]),
      },
    })
    expect(started.statusCode).toBe(201)
    await openKycCase(app, admin, userId)
    await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${userId}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approve' },
    })
    const res = await app.inject({
      method: 'GET',
      url: '/api/kyc/attestation',
      headers: bearer(token),
    })
    expect([res.statusCode, res.json().code]).toEqual([409, 'KYC_NO_WALLET'])
  })

  it('verify with the EAS SDK alone, against the published issuer and schema', async () => {
    const user = await verifiedUser('enhanced')
    const attestation = await attestationOf(user)
    const published = await app.inject({
      method: 'GET',
      url: '/.well-known/agora-attestations.json',
    })
    expect(published.statusCode).toBe(200)
    const { issuer, schema, schemaUid, eas: domain } = published.json()
    expect(schema).toBe('address subject, string tier, uint64 expiresAt')
    expect(eas.SchemaRegistry.getSchemaUID(schema, eas.ZERO_ADDRESS, true)).toBe(schemaUid)

    const offchain = new eas.Offchain(
      { address: domain.address, version: domain.version, chainId: BigInt(domain.chainId) },
      eas.OffchainAttestationVersion.Version2,
      new eas.EAS(domain.address),
    )
    expect(offchain.verifyOffchainAttestationSignature(issuer, attestation)).toBe(true)
    expect(attestation.message.schema).toBe(schemaUid)
    const fields = Object.fromEntries(
      new eas.SchemaEncoder(schema)
        .decodeData(attestation.message.data)
        .map((item) => [item.name, item.value.value]),
    )
    expect(String(fields.subject).toLowerCase()).toBe(user.address.toLowerCase())
    expect(fields.tier).toBe('enhanced')
    expect(Number(fields.expiresAt)).toBe(Math.floor(clock.now().getTime() / 1000) + 365 * 86400)
    // someone else's key does not pass as Agora's
    const stranger = (await signedInUser(app)).address
    expect(offchain.verifyOffchainAttestationSignature(stranger, attestation)).toBe(false)

    expect(await verify(attestation)).toEqual({
      success: true,
      valid: true,
      revoked: false,
      expired: false,
      subject: fields.subject,
      tier: 'enhanced',
      expiresAt: new Date(Number(fields.expiresAt) * 1000).toISOString(),
    })
    // asked again while valid: the same attestation
    expect((await attestationOf(user)).uid).toBe(attestation.uid)
  })

  it('reports an altered attestation as not Agora’s', async () => {
    const attestation = await attestationOf(await verifiedUser())
    const data = new eas.SchemaEncoder('address subject, string tier, uint64 expiresAt').encodeData(
      [
        { name: 'subject', type: 'address', value: attestation.message.recipient },
        { name: 'tier', type: 'string', value: 'full' },
        { name: 'expiresAt', type: 'uint64', value: BigInt(attestation.message.expirationTime) },
      ],
    )
    const altered = { ...attestation, message: { ...attestation.message, data } }
    expect(await verify(altered)).toMatchObject({ valid: false, revoked: false, tier: null })
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/kyc/attestations/verify',
      payload: { attestation: { uid: 'nope' } },
    })
    expect(malformed.statusCode).toBe(400)
  })

  it('reports a revoked verification as revoked, and an expired one as expired', async () => {
    const user = await verifiedUser()
    const attestation = await attestationOf(user)
    const revoked = await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${user.id}/revoke`,
      headers: bearer(admin),
      payload: { reason: 'The passport was reported stolen' },
    })
    expect(revoked.statusCode).toBe(200)
    expect(await verify(attestation)).toMatchObject({ valid: false, revoked: true, expired: false })
    expect((await user.call('GET', '/api/auth/kyc/status')).json()).toMatchObject({
      status: 'rejected',
      reason: 'The passport was reported stolen',
    })
    expect((await user.call('GET', '/api/kyc/attestation')).json().code).toBe('KYC_NOT_VERIFIED')
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${user.id}/revoke`,
      headers: bearer(admin),
      payload: { reason: 'Twice' },
    })
    expect([again.statusCode, again.json().code]).toEqual([404, 'KYC_NOTHING_TO_REVOKE'])

    const lasting = await attestationOf(await verifiedUser())
    clock.advance(366 * DAY)
    expect(await verify(lasting)).toMatchObject({ valid: false, revoked: false, expired: true })
  })
})
