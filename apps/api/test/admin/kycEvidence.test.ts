import { KYC_IMAGE_MAX_BYTES, KYC_UNUSED_IMAGES_MAX } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../src/db/schema/auditLog.ts'
import { kycImages, kycRequests } from '../../src/db/schema/kyc.ts'
import { deleteExpiredKycImages } from '../../src/features/kyc/evidence/kycImages.ts'
import { testClock } from '../clock.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer, signIn } from '../wallets.ts'
import { adminEnv, adminToken, userIdOf } from './adminAccess.ts'
import { TINY_PNG, uploadKycImage, withImages } from './kycEvidence.ts'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE
const clock = testClock(new Date('2031-03-02T09:00:00Z'))
let app: TestApp
let superAdmin: string
let secondAdmin: string

beforeAll(async () => {
  app = await createTestApp(adminEnv, { clock })
  superAdmin = await adminToken(app)
  secondAdmin = await signIn(app)
  const promoted = await app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${await userIdOf(app, secondAdmin)}`,
    headers: bearer(superAdmin),
    payload: { role: 'admin' },
  })
  expect(promoted.statusCode).toBe(200)
})
afterAll(() => app.close())

const passport = { type: 'passport', reference: 'X1234567', country: 'DE' }
const bill = { type: 'proof_of_address', reference: 'bill-2031-02' }
const selfie = { type: 'selfie', reference: 'selfie-1' }

type Document = { type: string; reference: string; country?: string }

async function pendingUser(tier = 'basic', documents: Document[] = [passport]) {
  const user = await signedInUser(app)
  const started = await user.call('POST', '/api/auth/kyc/initiate', {
    tier,
    documents: await withImages(app, user.token, documents),
  })
  expect(started.statusCode).toBe(201)
  return user
}
const openReview = (admin: string, userId: string) =>
  app.inject({ method: 'POST', url: `/api/admin/kyc/${userId}/review`, headers: bearer(admin) })
const readLink = (admin: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(admin) })
const decide = (admin: string, userId: string, decision: 'approve' | 'reject') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${userId}/decision`,
    headers: bearer(admin),
    payload: decision === 'approve' ? { decision } : { decision, reason: 'Unreadable' },
  })

describe('KYC document pictures', () => {
  it('takes JPEG, PNG and WebP by their bytes, up to 10 MB, and keeps them sealed', async () => {
    const token = await signIn(app)
    const png = await uploadKycImage(app, token)
    expect(png.statusCode).toBe(201)
    // a JPEG's and a WebP's first bytes, declared as something else
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)])
    expect((await uploadKycImage(app, token, jpeg, 'application/octet-stream')).statusCode).toBe(
      201,
    )
    const webp = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(64)])
    expect((await uploadKycImage(app, token, webp, 'image/png')).statusCode).toBe(201)

    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)])
    const refusedGif = await uploadKycImage(app, token, gif, 'image/png')
    expect([refusedGif.statusCode, refusedGif.json().code]).toEqual([
      415,
      'KYC_IMAGE_TYPE_UNSUPPORTED',
    ])
    const text = await uploadKycImage(app, token, Buffer.from('not a picture'), 'image/jpeg')
    expect(text.json().code).toBe('KYC_IMAGE_TYPE_UNSUPPORTED')
    const empty = await uploadKycImage(app, token, Buffer.alloc(0))
    expect(empty.statusCode).toBe(400)
    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(KYC_IMAGE_MAX_BYTES)])
    expect((await uploadKycImage(app, token, huge)).statusCode).toBe(413)
    // a phone's full-size photo: exactly the limit passes (the server's 1 MB JSON limit is not its)
    const largest = Buffer.concat([TINY_PNG, Buffer.alloc(KYC_IMAGE_MAX_BYTES - TINY_PNG.length)])
    expect((await uploadKycImage(app, await signIn(app), largest)).statusCode).toBe(201)

    // unused uploads are capped (a request has at most five)
    for (let i = 3; i < KYC_UNUSED_IMAGES_MAX; i++)
      expect((await uploadKycImage(app, token)).statusCode).toBe(201)
    const tooMany = await uploadKycImage(app, token)
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([429, 'KYC_IMAGE_LIMIT'])

    const [row] = await app.ctx.db
      .select({ sealed: kycImages.sealed, size: kycImages.size })
      .from(kycImages)
      .where(eq(kycImages.id, png.json().id))
    expect(row?.size).toBe(TINY_PNG.length)
    expect(row?.sealed.includes(TINY_PNG.subarray(0, 16))).toBe(false)
    expect(row?.sealed.length).toBe(TINY_PNG.length + 28)
  })

  it('needs a picture of the person’s own for each document, the full tier’s selfie too', async () => {
    const user = await signedInUser(app)
    const other = await signedInUser(app)
    const initiate = (documents: unknown[], tier = 'basic') =>
      user.call('POST', '/api/auth/kyc/initiate', { tier, documents })
    expect((await initiate([passport])).statusCode).toBe(400)
    const [othersPassport] = await withImages(app, other.token, [passport])
    const foreign = await initiate([othersPassport])
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'KYC_IMAGE_INVALID'])
    const [ownPassport] = await withImages(app, user.token, [passport])
    const ownBill = { ...bill, imageId: ownPassport?.imageId }
    expect((await initiate([ownPassport, ownBill], 'enhanced')).json().code).toBe(
      'KYC_IMAGE_INVALID',
    )
    const withoutSelfie = await withImages(app, user.token, [passport, bill])
    expect((await initiate(withoutSelfie, 'full')).statusCode).toBe(400)
    const full = await initiate(
      [...withoutSelfie, ...(await withImages(app, user.token, [selfie]))],
      'full',
    )
    expect(full.statusCode).toBe(201)
  })

  it('shows the pictures only to the admin reviewing the case, through short-lived links', async () => {
    const user = await pendingUser('enhanced', [passport, bill])
    // no decision on a case nobody opened
    const unseen = await decide(superAdmin, user.id, 'approve')
    expect([unseen.statusCode, unseen.json().code]).toEqual([409, 'KYC_REVIEW_NOT_OPEN'])
    const opened = await openReview(superAdmin, user.id)
    expect(opened.statusCode).toBe(200)
    const { documents } = opened.json() as { documents: { type: string; imageUrl: string }[] }
    expect(documents.map((d) => d.type)).toEqual(['passport', 'proof_of_address'])
    const link = documents[0]?.imageUrl as string
    const picture = await readLink(superAdmin, link)
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    expect(picture.headers['cache-control']).toBe('no-store')
    expect(picture.rawPayload.equals(TINY_PNG)).toBe(true)

    // another admin: not while the case is held, not with the reviewer's link, no decision
    const held = await openReview(secondAdmin, user.id)
    expect([held.statusCode, held.json().code]).toEqual([409, 'KYC_REVIEW_HELD'])
    const borrowed = await readLink(secondAdmin, link)
    expect([borrowed.statusCode, borrowed.json().code]).toEqual([403, 'KYC_LINK_INVALID'])
    expect((await decide(secondAdmin, user.id, 'approve')).statusCode).toBe(409)
    // nor a person, nor an altered link
    expect((await readLink(user.token, link)).statusCode).toBe(403)
    expect(
      (await readLink(superAdmin, link.replace(/expires=\d+/, 'expires=9999999999'))).statusCode,
    ).toBe(403)

    clock.advance(6 * MINUTE)
    const expired = await readLink(superAdmin, link)
    expect([expired.statusCode, expired.json().code]).toEqual([403, 'KYC_LINK_EXPIRED'])
    const reopened = (await openReview(superAdmin, user.id)).json()
    expect((await readLink(superAdmin, reopened.documents[1].imageUrl)).statusCode).toBe(200)

    // a reviewer who walked away: the case passes on after the hold
    clock.advance(31 * MINUTE)
    const takenOver = await openReview(secondAdmin, user.id)
    expect(takenOver.statusCode).toBe(200)
    expect((await readLink(secondAdmin, takenOver.json().documents[0].imageUrl)).statusCode).toBe(
      200,
    )
    expect((await decide(secondAdmin, user.id, 'approve')).statusCode).toBe(200)
  })

  it('deletes the pictures the stated time after the decision, and unused uploads after a day', async () => {
    const user = await pendingUser()
    const opened = (await openReview(superAdmin, user.id)).json()
    expect((await decide(superAdmin, user.id, 'reject')).statusCode).toBe(200)
    const unused = (await uploadKycImage(app, user.token)).json().id as string
    const kept = async () =>
      (await app.ctx.db.select({ id: kycImages.id }).from(kycImages)).map((row) => row.id)
    const pictureId = (opened.documents[0].imageUrl as string).split('/').pop()?.split('?')[0]

    clock.advance(DAY + MINUTE)
    await deleteExpiredKycImages(app.ctx)
    expect(await kept()).not.toContain(unused)
    expect(await kept()).toContain(pictureId)

    clock.advance(29 * DAY)
    await deleteExpiredKycImages(app.ctx)
    expect(await kept()).not.toContain(pictureId)
    // the decision and its audit line stay (sessions have long expired: read the tables)
    const [request] = await app.ctx.db
      .select()
      .from(kycRequests)
      .where(eq(kycRequests.userId, user.id))
    expect(request).toMatchObject({ status: 'rejected', reason: 'Unreadable' })
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))
    expect(audit.map((line) => line.action).sort()).toEqual(['kyc.open', 'kyc.reject'])
  })
})
