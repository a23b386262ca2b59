import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { messenger, setDirectMessages } from '../messages/messaging.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createGroup, groupMessages, sendToGroup } from './groupMessaging.ts'

const clock = testClock()
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

describe('creating a group', () => {
  it('makes the creator its admin and lists every member with a role and a joining time', async () => {
    const [alice, bob, carol] = [await messenger(app), await messenger(app), await messenger(app)]
    const group = await createGroup(alice, [bob, carol])
    expect(group).toMatchObject({ kind: 'group', title: 'Lamp club', peer: null, notAdded: [] })
    const roles = Object.fromEntries(group.members.map((m) => [m.user.id, m.role]))
    expect(roles).toEqual({ [alice.id]: 'admin', [bob.id]: 'member', [carol.id]: 'member' })
    for (const m of group.members) expect(Date.parse(m.joinedAt)).not.toBeNaN()
    const listed = await bob.call('GET', '/api/conversations')
    expect(listed.json().data.map((c: { id: string }) => c.id)).toContain(group.id)
  })

  it('leaves out who does not accept messages from the creator, and says who and why', async () => {
    const [alice, bob, carol, shy, blocker] = await Promise.all(
      Array.from({ length: 5 }, () => messenger(app)),
    )
    if (!alice || !bob || !carol || !shy || !blocker) throw new Error('five people')
    await setDirectMessages(shy, 'nobody')
    await blocker.call('POST', `/api/users/${alice.address}/block`)
    const noKey = await signedInUser(app)
    const res = await alice.call('POST', '/api/conversations', {
      kind: 'group',
      title: 'Picky',
      members: [bob.address, carol.address, shy.address, blocker.address, noKey.address],
    })
    expect(res.statusCode).toBe(201)
    const { members, notAdded } = res.json().data
    expect(members).toHaveLength(3)
    expect(notAdded).toEqual([
      expect.objectContaining({ member: shy.address, code: 'MESSAGES_NOT_ACCEPTED' }),
      expect.objectContaining({ member: blocker.address, code: 'MESSAGES_BLOCKED' }),
      expect.objectContaining({ member: noKey.address, code: 'MESSAGING_KEY_NOT_FOUND' }),
    ])
  })

  it('refuses fewer than two others who accept, and a bad body', async () => {
    const [alice, bob, shy] = [await messenger(app), await messenger(app), await messenger(app)]
    await setDirectMessages(shy, 'nobody')
    const small = await alice.call('POST', '/api/conversations', {
      kind: 'group',
      title: 'Too few',
      members: [bob.address, shy.address],
    })
    expect(small.statusCode).toBe(403)
    expect(small.json().code).toBe('GROUP_TOO_SMALL')
    expect(small.json().details.notAdded[0].member).toBe(shy.address)
    const one = await alice.call('POST', '/api/conversations', {
      kind: 'group',
      title: 'x',
      members: [bob.address],
    })
    expect(one.statusCode).toBe(400)
    expect(one.json().code).toBe('VALIDATION_FAILED')
  })
})

describe('the sealing set', () => {
  it('takes a message sealed for exactly the members and refuses any other set', async () => {
    const [alice, bob, carol, eve] = await Promise.all(
      Array.from({ length: 4 }, () => messenger(app)),
    )
    if (!alice || !bob || !carol || !eve) throw new Error('four people')
    const group = await createGroup(alice, [bob, carol])
    for (const readers of [[bob], [carol], [bob, carol, eve]]) {
      const res = await sendToGroup(alice, group.id, readers, 'wrong set')
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('ENVELOPE_INVALID')
    }
    const ok = await sendToGroup(bob, group.id, [alice, bob, carol], 'right set')
    expect(ok.statusCode).toBe(201)
    for (const reader of [alice, bob, carol]) {
      const [message] = (await groupMessages(reader, group.id)).data
      expect(message && reader.open(message.envelope)).toBe('right set')
    }
    expect((await groupMessages(eve, group.id)).status).toBe(404)
    expect((await sendToGroup(eve, group.id, [alice, bob, carol, eve], 'hi')).statusCode).toBe(404)
  })

  it('keeps two-person conversations sealed for exactly the two', async () => {
    const [alice, bob, carol] = [await messenger(app), await messenger(app), await messenger(app)]
    const first = await alice.call('POST', '/api/messages', {
      recipient: bob.address,
      envelope: alice.seal(bob, 'hi'),
    })
    expect(first.statusCode).toBe(201)
    const conversationId = first.json().data.conversationId
    const res = await sendToGroup(alice, conversationId, [alice, bob, carol], 'and carol')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('ENVELOPE_INVALID')
    const listed = await bob.call('GET', `/api/conversations/${conversationId}`)
    expect(listed.json().data).toMatchObject({
      kind: 'direct',
      title: null,
      peer: { id: alice.id },
    })
  })
})

describe('members', () => {
  it('seals without a removed member, who reads nothing more', async () => {
    const [alice, bob, carol] = [await messenger(app), await messenger(app), await messenger(app)]
    const group = await createGroup(alice, [bob, carol])
    clock.advance(1000)
    expect((await sendToGroup(alice, group.id, [alice, bob, carol], 'before')).statusCode).toBe(201)
    const removed = await alice.call('DELETE', `/api/conversations/${group.id}/members/${carol.id}`)
    expect(removed.statusCode).toBe(200)
    clock.advance(1000)
    const stale = await sendToGroup(alice, group.id, [alice, bob, carol], 'still for carol?')
    expect(stale.json().code).toBe('ENVELOPE_INVALID')
    expect((await sendToGroup(alice, group.id, [alice, bob], 'after')).statusCode).toBe(201)
    expect((await groupMessages(carol, group.id)).status).toBe(404)
    const read = (await groupMessages(bob, group.id)).data.map((m) => bob.open(m.envelope))
    expect(read).toEqual(['after', 'before'])
  })

  it('lets someone added later read from their joining on, and not before', async () => {
    const [alice, bob, carol, dave] = await Promise.all(
      Array.from({ length: 4 }, () => messenger(app)),
    )
    if (!alice || !bob || !carol || !dave) throw new Error('four people')
    const group = await createGroup(alice, [bob, carol])
    clock.advance(1000)
    await sendToGroup(alice, group.id, [alice, bob, carol], 'before dave')
    clock.advance(1000)
    const added = await alice.call('POST', `/api/conversations/${group.id}/members`, {
      member: dave.address,
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().data.members).toHaveLength(4)
    clock.advance(1000)
    const after = await sendToGroup(bob, group.id, [alice, bob, carol, dave], 'hi dave')
    expect(after.statusCode).toBe(201)
    const seen = (await groupMessages(dave, group.id)).data
    expect(seen.map((m) => dave.open(m.envelope))).toEqual(['hi dave'])
  })

  it('lets only admins add, remove, rename and promote; anyone may leave', async () => {
    const [alice, bob, carol, dave] = await Promise.all(
      Array.from({ length: 4 }, () => messenger(app)),
    )
    if (!alice || !bob || !carol || !dave) throw new Error('four people')
    const group = await createGroup(alice, [bob, carol])
    const url = `/api/conversations/${group.id}`
    for (const res of [
      await bob.call('POST', `${url}/members`, { member: dave.address }),
      await bob.call('DELETE', `${url}/members/${carol.id}`),
      await bob.call('PATCH', url, { title: 'Mine now' }),
      await bob.call('PATCH', `${url}/members/${bob.id}`, { role: 'admin' }),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('GROUP_ADMIN_REQUIRED')
    }
    const promoted = await alice.call('PATCH', `${url}/members/${bob.id}`, { role: 'admin' })
    expect(
      promoted.json().data.members.find((m: { user: { id: string } }) => m.user.id === bob.id).role,
    ).toBe('admin')
    const renamed = await bob.call('PATCH', url, { title: 'Lamp lovers' })
    expect(renamed.json().data.title).toBe('Lamp lovers')
    expect((await carol.call('DELETE', `${url}/members/${carol.id}`)).statusCode).toBe(200)
    expect((await carol.call('GET', url)).statusCode).toBe(404)
    // the last admin cannot step down; when admins leave, the eldest member is promoted
    await alice.call('DELETE', `${url}/members/${alice.id}`)
    const demote = await bob.call('PATCH', `${url}/members/${bob.id}`, { role: 'member' })
    expect(demote.statusCode).toBe(409)
    const again = await bob.call('POST', `${url}/members`, { member: bob.address })
    expect(again.json().code).toBe('ALREADY_A_MEMBER')
  })

  it('does not add someone who does not accept messages from the adder, and names them', async () => {
    const [alice, bob, carol, shy] = await Promise.all(
      Array.from({ length: 4 }, () => messenger(app)),
    )
    if (!alice || !bob || !carol || !shy) throw new Error('four people')
    const group = await createGroup(alice, [bob, carol])
    await setDirectMessages(shy, 'following')
    const res = await alice.call('POST', `/api/conversations/${group.id}/members`, {
      member: shy.address,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      code: 'MESSAGES_NOT_ACCEPTED',
      details: { userId: shy.id },
    })
    const members = (await alice.call('GET', `/api/conversations/${group.id}`)).json().data.members
    expect(members).toHaveLength(3)
  })
})
