import type { Conversation } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { type Messenger, messenger } from '../messages/messaging.ts'
import { createCommunity } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { groupMessages, sendToGroup } from './groupMessaging.ts'

const clock = testClock()
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

async function chatOf(user: Messenger, communityId: string) {
  const res = await user.call('GET', `/api/communities/${communityId}/chat`)
  return { status: res.statusCode, code: res.json().code, chat: res.json().data as Conversation }
}

const memberIds = async (user: Messenger, communityId: string) =>
  ((await chatOf(user, communityId)).chat?.members ?? []).map((m) => m.user.id).sort()

describe('a community’s chat', () => {
  it('is turned on by an admin and its members are exactly the community’s, following join, leave and ban', async () => {
    const [owner, bob, carol, dave, outsider] = await Promise.all(
      Array.from({ length: 5 }, () => messenger(app)),
    )
    if (!owner || !bob || !carol || !dave || !outsider) throw new Error('five people')
    const dao = await createCommunity(owner)
    for (const p of [bob, carol]) await p.call('POST', `/api/communities/${dao.id}/join`)
    expect((await chatOf(owner, dao.id)).status).toBe(404)
    const notAdmin = await bob.call('PATCH', `/api/communities/${dao.id}/settings`, { chat: true })
    expect(notAdmin.statusCode).toBe(403)
    const on = await owner.call('PUT', `/api/communities/${dao.id}/settings`, { chat: true })
    expect(on.statusCode).toBe(200)

    const { chat } = await chatOf(owner, dao.id)
    expect(chat).toMatchObject({ kind: 'community', title: dao.name, communityId: dao.id })
    expect(await memberIds(owner, dao.id)).toEqual([owner.id, bob.id, carol.id].sort())
    const listed = await bob.call('GET', '/api/conversations')
    expect(listed.json().data.map((c: Conversation) => c.id)).toContain(chat.id)
    expect((await sendToGroup(bob, chat.id, [owner, bob, carol], 'gm dao')).statusCode).toBe(201)

    // joining adds; leaving removes
    clock.advance(1000)
    await dave.call('POST', `/api/communities/${dao.id}/join`)
    await expect.poll(() => memberIds(owner, dao.id)).toContain(dave.id)
    await carol.call('POST', `/api/communities/${dao.id}/leave`)
    await expect.poll(() => memberIds(owner, dao.id)).not.toContain(carol.id)
    expect((await groupMessages(carol, chat.id)).status).toBe(404)
    expect((await chatOf(carol, dao.id)).status).toBe(403)

    // a ban removes; what follows is sealed without them
    const ban = await owner.call('POST', '/api/moderation/actions', {
      action: 'ban',
      communityId: dao.id,
      userId: bob.id,
      until: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    })
    expect(ban.statusCode).toBe(200)
    await expect.poll(() => memberIds(owner, dao.id)).toEqual([owner.id, dave.id].sort())
    const stale = await sendToGroup(owner, chat.id, [owner, bob, dave], 'still for bob?')
    expect(stale.json().code).toBe('ENVELOPE_INVALID')
    expect((await sendToGroup(owner, chat.id, [owner, dave], 'without bob')).statusCode).toBe(201)
    const daveReads = (await groupMessages(dave, chat.id)).data.map((m) => dave.open(m.envelope))
    expect(daveReads).toEqual(['without bob'])

    // nobody adds or removes by hand: the community decides
    const byHand = await owner.call('POST', `/api/conversations/${chat.id}/members`, {
      member: outsider.address,
    })
    expect(byHand.json().code).toBe('NOT_A_GROUP')
    expect((await chatOf(outsider, dao.id)).status).toBe(403)
  })
})
