import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../governance/governance.ts'
import { createPost, type SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { block, commentsSeenBy, follow, inboxOf, listOf, newTag, tagFeed } from './relations.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

describe('muting a person', () => {
  const mute = (by: SignedInUser, whom: SignedInUser) =>
    by.call('POST', `/api/users/${whom.address}/mute`)
  const unmute = (by: SignedInUser, whom: SignedInUser) =>
    by.call('DELETE', `/api/users/${whom.address}/mute`)

  it('hides their posts and comments from the muter only, lists them, and undoes', async () => {
    const [alice, bob, carol] = await users(app, 3)
    const tag = newTag()
    const bobs = (await createPost(bob, { content: `bob #${tag}` })).id
    const carols = (await createPost(carol, { content: `carol #${tag}` })).id
    const alices = await createPost(alice, { content: `alice #${tag}` })
    await bob.call('POST', `/api/posts/${alices.id}/comments`, { content: 'hello' })

    for (let i = 0; i < 2; i++)
      expect((await mute(alice, bob)).json()).toEqual({ success: true, data: { muted: true } })
    expect(await listOf(alice, 'mutes')).toEqual([bob.id])
    expect(new Set(await tagFeed(alice, tag))).toEqual(new Set([carols, alices.id]))
    expect(await commentsSeenBy(alice, alices.id)).toEqual([])
    // nothing changes for the muted person, who may still respond
    expect(new Set(await tagFeed(bob, tag))).toEqual(new Set([bobs, carols, alices.id]))
    expect(await commentsSeenBy(carol, alices.id)).toEqual([bob.id])
    const reply = await bob.call('POST', `/api/posts/${alices.id}/comments`, { content: 'still' })
    expect(reply.statusCode).toBe(201)
    expect(await listOf(bob, 'mutes')).toEqual([])

    expect((await unmute(alice, bob)).json()).toEqual({ success: true, data: { muted: false } })
    expect(await listOf(alice, 'mutes')).toEqual([])
    expect(new Set(await tagFeed(alice, tag))).toEqual(new Set([bobs, carols, alices.id]))
  })

  it('counts as unread only what the inbox still shows once someone is blocked or muted', async () => {
    const [alice, bob, carol, dan] = await users(app, 4)
    const post = await createPost(alice)
    const unread = async () =>
      ((await alice.call('GET', '/api/notifications')).json() as { unreadCount: number })
        .unreadCount
    // bob alone reacted and followed; carol's and dan's reactions share one group
    await bob.call('POST', `/api/posts/${post.id}/comments`, { content: 'from bob' })
    await follow(bob, alice)
    await carol.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    await dan.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    await dan.call('POST', `/api/posts/${post.id}/comments`, { content: 'from dan' })
    await expect.poll(unread).toBe(4)

    await block(alice, bob)
    expect(await unread()).toBe(2)
    expect((await inboxOf(alice)).length).toBe(2)
    // muting dan leaves the reaction group (carol's too) unread, and reads his comment
    await mute(alice, dan)
    expect(await unread()).toBe(1)
    expect((await inboxOf(alice)).filter((row) => row.readAt === null)).toHaveLength(1)
  })

  it('keeps the muted person’s notifications out of the muter’s inbox', async () => {
    const [alice, bob, carol] = await users(app, 3)
    const post = await createPost(alice)
    await mute(alice, bob)
    await bob.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    await bob.call('POST', `/api/posts/${post.id}/comments`, { content: 'hello' })
    await follow(bob, alice)
    await carol.call('POST', `/api/posts/${post.id}/comments`, { content: 'hi' })
    await expect.poll(async () => (await inboxOf(alice)).length).toBe(1)
    await follow(carol, alice)
    await expect.poll(async () => (await inboxOf(alice)).length).toBe(2)
    const rows = (await inboxOf(alice)).map((row) => JSON.stringify(row.data))
    expect(rows.some((data) => data.includes(bob.id))).toBe(false)
  })
})
