import type { InboxNotification } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { openKycCase, withImages } from '../admin/kycEvidence.ts'
import { createCommunity, type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp(adminEnv)
})
afterAll(() => app.close())

async function inboxOf(user: SignedInUser) {
  return (await user.call('GET', '/api/notifications')).json().data as InboxNotification[]
}

describe('inbox rows for decisions others make about you', () => {
  it('tells a person the KYC decision on their request', async () => {
    const user = await signedInUser(app)
    const started = await user.call('POST', '/api/auth/kyc/initiate', {
      tier: 'basic',
      documents: await withImages(app, user.token, [
        { type: 'passport', reference: 'X1234567', country: 'DE' },
      ]),
    })
    expect(started.statusCode).toBe(201)
    const admin = await adminToken(app)
    await openKycCase(app, admin, user.id)
    const decided = await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${user.id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'reject', reason: 'The passport photo is unreadable' },
    })
    expect(decided.statusCode).toBe(200)
    await expect
      .poll(async () => (await inboxOf(user)).map((n) => [n.kind, n.data]))
      .toEqual([['kyc', { status: 'rejected' }]])
  })

  it('tells a member an admin changed their role, but not about their own joining', async () => {
    const [owner, member, other] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ])
    const community = await createCommunity(owner)
    await member.call('POST', `/api/communities/${community.id}/join`)
    await other.call('POST', `/api/communities/${community.id}/join`)
    const promoted = await owner.call(
      'PATCH',
      `/api/communities/${community.id}/members/${member.id}`,
      { role: 'moderator' },
    )
    expect(promoted.statusCode).toBe(200)
    await expect
      .poll(async () => (await inboxOf(member)).map((n) => [n.kind, n.data]))
      .toEqual([['membership', { communityId: community.id, role: 'moderator' }]])
    expect(await inboxOf(other)).toEqual([])
  })
})
