import { ATTACHMENT_MAX_BYTES, ATTACHMENT_OVERHEAD_BYTES } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Messenger } from '../messages/messaging.ts'
import { messenger } from '../messages/messaging.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createGroup, sealFor } from './groupMessaging.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

function upload(user: Messenger, bytes: Uint8Array) {
  return app.inject({
    method: 'POST',
    url: '/api/messages/attachments',
    headers: { ...user.headers, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(bytes),
  })
}

async function uploaded(user: Messenger, bytes: Uint8Array) {
  const res = await upload(user, bytes)
  expect(res.statusCode).toBe(201)
  return res.json().data.id as string
}

const download = (user: Messenger, id: string) =>
  user.call('GET', `/api/messages/attachments/${id}`)

describe('encrypted attachments', () => {
  it('lets the members of the conversation download a sent file, and nobody else', async () => {
    const [alice, bob, carol, eve, late] = await Promise.all(
      Array.from({ length: 5 }, () => messenger(app)),
    )
    if (!alice || !bob || !carol || !eve || !late) throw new Error('five people')
    const group = await createGroup(alice, [bob, carol])
    const bytes = crypto.getRandomValues(new Uint8Array(4096))
    const id = await uploaded(alice, bytes)
    // not sent yet: nobody downloads it, its uploader included
    expect((await download(alice, id)).statusCode).toBe(404)
    const sent = await alice.call('POST', '/api/messages', {
      conversationId: group.id,
      envelope: sealFor(alice, [bob, carol], 'a picture'),
      attachments: [id],
    })
    expect(sent.statusCode).toBe(201)
    for (const member of [alice, bob, carol]) {
      const res = await download(member, id)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/octet-stream')
      expect(new Uint8Array(res.rawPayload)).toEqual(bytes)
    }
    expect((await download(eve, id)).statusCode).toBe(404)
    // added after it was sent, or removed since: no
    await alice.call('POST', `/api/conversations/${group.id}/members`, { member: late.address })
    expect((await download(late, id)).json().code).toBe('ATTACHMENT_NOT_FOUND')
    await alice.call('DELETE', `/api/conversations/${group.id}/members/${carol.id}`)
    expect((await download(carol, id)).statusCode).toBe(404)
  })

  it('refuses someone else’s file, a file sent twice, an empty body and one over 10 MB', async () => {
    const [alice, bob, carol] = [await messenger(app), await messenger(app), await messenger(app)]
    const group = await createGroup(alice, [bob, carol])
    const bobs = await uploaded(bob, new Uint8Array([1, 2, 3]))
    const send = (attachments: string[]) =>
      alice.call('POST', '/api/messages', {
        conversationId: group.id,
        envelope: sealFor(alice, [bob, carol], 'files'),
        attachments,
      })
    const stolen = await send([bobs])
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().code).toBe('ATTACHMENT_INVALID')
    // the refused message was not stored
    const list = await alice.call('GET', `/api/messages?conversation=${group.id}`)
    expect(list.json().data).toEqual([])
    const mine = await uploaded(alice, new Uint8Array([4, 5, 6]))
    expect((await send([mine])).statusCode).toBe(201)
    expect((await send([mine])).json().code).toBe('ATTACHMENT_INVALID')
    expect((await upload(alice, new Uint8Array())).statusCode).toBe(400)
    const huge = await upload(
      alice,
      new Uint8Array(ATTACHMENT_MAX_BYTES + ATTACHMENT_OVERHEAD_BYTES + 1),
    )
    expect(huge.statusCode).toBe(413)
  })
})
