import type { Author, Post } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../governance/governance.ts'
import { createPost } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import {
  block,
  commentsSeenBy,
  follow,
  followsOf,
  handleOf,
  inboxOf,
  listOf,
  newTag,
  tagFeed,
  unblock,
} from './relations.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

describe('blocking a person', () => {
  it('ends follows both ways, lists them in /api/me/blocks, and unblocking takes them off', async () => {
    const [alice, bob] = await users(app, 2)
    expect((await follow(alice, bob)).statusCode).toBe(200)
    expect((await follow(bob, alice)).statusCode).toBe(200)
    expect(await followsOf(alice, bob)).toMatchObject({ viewerFollows: true })

    for (let i = 0; i < 2; i++) {
      const res = await block(alice, bob)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, data: { blocked: true } })
    }
    expect(await followsOf(alice, bob)).toMatchObject({
      viewerFollows: false,
      counts: { followers: 0, following: 0 },
    })
    expect(await followsOf(bob, alice)).toMatchObject({ viewerFollows: false })
    expect(await listOf(alice, 'blocks')).toEqual([bob.id])
    expect(await listOf(bob, 'blocks')).toEqual([])

    expect((await unblock(alice, bob)).json()).toEqual({ success: true, data: { blocked: false } })
    expect(await listOf(alice, 'blocks')).toEqual([])
  })

  it('refuses blocking or muting oneself, and anonymous callers', async () => {
    const [alice] = await users(app, 1)
    const self = await block(alice, alice)
    expect(self.statusCode).toBe(400)
    expect(self.json().code).toBe('CANNOT_BLOCK_SELF')
    const muteSelf = await alice.call('POST', `/api/users/${alice.address}/mute`)
    expect(muteSelf.statusCode).toBe(400)
    expect(muteSelf.json().code).toBe('CANNOT_MUTE_SELF')
    const anonymous = await app.inject({ method: 'GET', url: '/api/me/blocks' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses the blocked person’s comment, reaction, repost, quote, poll vote and follow with 403 BLOCKED, both ways', async () => {
    const [alice, bob] = await users(app, 2)
    const post = await createPost(alice, {
      content: 'a question',
      poll: { choices: ['Yes', 'No'], durationHours: 6 },
    })
    const bobsPost = await createPost(bob)
    await block(alice, bob)

    const refusals = {
      comment: await bob.call('POST', `/api/posts/${post.id}/comments`, { content: 'hi' }),
      reaction: await bob.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' }),
      repost: await bob.call('POST', `/api/posts/${post.id}/repost`),
      quote: await bob.call('POST', '/api/posts', {
        content: 'look',
        quote: { kind: 'post', id: post.id },
      }),
      vote: await bob.call('POST', `/api/posts/${post.id}/poll`, { choice: 0 }),
      follow: await follow(bob, alice),
      // the blocker may not respond to the person they blocked either
      blockersComment: await alice.call('POST', `/api/posts/${bobsPost.id}/comments`, {
        content: 'hi',
      }),
      blockersFollow: await follow(alice, bob),
    }
    for (const [what, res] of Object.entries(refusals)) {
      expect(res.statusCode, what).toBe(403)
      expect(res.json().code, what).toBe('BLOCKED')
    }
    expect(refusals.comment.json().error).toBe(
      'This person blocked you: you cannot respond to them',
    )
    const spanish = await bob.call(
      'POST',
      `/api/posts/${post.id}/reactions`,
      { type: 'like' },
      { 'accept-language': 'es' },
    )
    expect(spanish.json()).toMatchObject({
      code: 'BLOCKED',
      error: 'Esta persona te bloqueó: no puedes responderle',
    })

    // nor reply to the other's comment under a third person's post
    const [carol] = await users(app, 1)
    const carols = await createPost(carol)
    const alicesComment = await alice.call('POST', `/api/posts/${carols.id}/comments`, {
      content: 'mine',
    })
    const reply = await bob.call('POST', `/api/posts/${carols.id}/comments`, {
      content: 'a reply',
      parentId: alicesComment.json().data.id,
    })
    expect(reply.statusCode).toBe(403)
    expect(reply.json().code).toBe('BLOCKED')

    await unblock(alice, bob)
    const after = await bob.call('POST', `/api/posts/${post.id}/comments`, { content: 'hi again' })
    expect(after.statusCode).toBe(201)
  })

  it('hides each from the other’s feeds and search, with paging that skips nothing', async () => {
    const [alice, bob, carol] = await users(app, 3)
    const tag = newTag()
    const mine = [] as string[]
    const bobs = [] as string[]
    for (let i = 0; i < 3; i++) {
      bobs.push((await createPost(bob, { content: `bob ${i} #${tag}` })).id)
      mine.push((await createPost(carol, { content: `carol ${i} #${tag}` })).id)
    }
    mine.push((await createPost(alice, { content: `alice #${tag}` })).id)
    await follow(alice, bob)
    await follow(alice, carol)
    await block(bob, alice)

    const everyone = [...mine, ...bobs]
    expect(new Set(await tagFeed(carol, tag))).toEqual(new Set(everyone))
    // blocked by bob: alice no longer sees his posts, and he no longer sees hers
    expect(new Set(await tagFeed(alice, tag))).toEqual(new Set(mine))
    expect(await tagFeed(alice, tag, '&sort=trending')).toEqual([])
    const following = await tagFeed(alice, tag, '&scope=following', 1)
    expect(new Set(following)).toEqual(new Set(mine.slice(0, 3)))
    expect(await tagFeed(bob, tag)).not.toContain(mine[3])

    const search = await alice.call('GET', `/api/search?type=posts&q=bob`)
    const found = (search.json().data as Post[]).map((post) => post.id)
    expect(found.some((id) => bobs.includes(id))).toBe(false)
    const byHandle = await alice.call('GET', `/api/search?type=people&q=${await handleOf(bob)}`)
    expect((byHandle.json().data as Author[]).map((user) => user.id)).not.toContain(bob.id)
    const carolFinds = await carol.call('GET', `/api/search?type=people&q=${await handleOf(bob)}`)
    expect((carolFinds.json().data as Author[]).map((user) => user.id)).toContain(bob.id)

    // unblocking shows them again at once (the viewer's cached relations are forgotten)
    await unblock(bob, alice)
    expect(new Set(await tagFeed(alice, tag))).toEqual(new Set(everyone))
  })

  it('hides the blocked person’s comments under the blocker’s posts from the blocker', async () => {
    const [alice, bob, carol] = await users(app, 3)
    const post = await createPost(alice)
    await bob.call('POST', `/api/posts/${post.id}/comments`, { content: 'first' })
    await carol.call('POST', `/api/posts/${post.id}/comments`, { content: 'second' })
    await block(alice, bob)
    expect(await commentsSeenBy(alice, post.id)).toEqual([carol.id])
    expect(await commentsSeenBy(carol, post.id)).toEqual([bob.id, carol.id])
  })

  it('does not show a post opened by its address between the two, either way', async () => {
    const [alice, bob, carol] = await users(app, 3)
    const alices = await createPost(alice)
    const bobs = await createPost(bob)
    await block(alice, bob)
    for (const [reader, post] of [
      [bob, alices],
      [alice, bobs],
    ] as const) {
      const res = await reader.call('GET', `/api/posts/${post.id}`)
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('BLOCKED')
    }
    expect((await carol.call('GET', `/api/posts/${alices.id}`)).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: `/api/posts/${bobs.id}` })).statusCode).toBe(200)
  })

  it('tells neither of the other: a blocked person’s mention and reaction reach no inbox', async () => {
    const [alice, bob, carol] = await users(app, 3)
    const post = await createPost(alice)
    await block(alice, bob)
    const handle = await handleOf(alice)
    await createPost(bob, { content: `hey @${handle}` })
    await carol.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    await expect.poll(async () => (await inboxOf(alice)).length).toBe(1)
    await createPost(carol, { content: `and @${handle} again` })
    await expect.poll(async () => (await inboxOf(alice)).length).toBe(2)
    const actors = (await inboxOf(alice)).map((row) => JSON.stringify(row.data))
    expect(actors.some((data) => data.includes(bob.id))).toBe(false)
  })
  it('drops from the blocker’s inbox what the blocked person did before the block', async () => {
    const [alice, bob, carol] = await users(app, 3)
    const post = await createPost(alice)
    await follow(bob, alice)
    await bob.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    await carol.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    // a follower row from bob, and one reaction row grouping bob and carol
    await expect
      .poll(async () => (await inboxOf(alice)).map((row) => JSON.stringify(row.data)).join())
      .toMatch(new RegExp(`${bob.id}.*${carol.id}|${carol.id}.*${bob.id}`))
    await block(alice, bob)
    const rows = await inboxOf(alice)
    expect(rows.map((row) => row.kind)).toEqual(['reaction'])
    expect(rows[0]?.data).toMatchObject({ actorIds: [carol.id] })
  })
})
