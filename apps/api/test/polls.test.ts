import { IDEMPOTENCY_HEADER } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from './clock.ts'
import { communityWith, HOUR, users } from './governance/governance.ts'
import { pollPost, pollSeenBy, teaOrCoffee, vote } from './pollPosts.ts'
import { createPost } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

const clock = testClock(new Date('2032-05-01T10:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

describe('creating a poll', () => {
  it('posts a poll with trimmed choices, no votes, ending after its duration', async () => {
    const [author] = await users(app, 1)
    const post = await pollPost(author, {
      poll: { choices: ['  Tea ', 'Coffee'], durationHours: 6 },
    })
    expect(post.poll).toEqual({
      choices: [
        { text: 'Tea', votes: 0 },
        { text: 'Coffee', votes: 0 },
      ],
      total: 0,
      endsAt: new Date(clock.now().getTime() + 6 * HOUR).toISOString(),
      closed: false,
      viewerChoice: null,
    })
  })

  it('gives a post without a poll `poll: null`', async () => {
    const [author] = await users(app, 1)
    const post = await createPost(author)
    expect(await pollSeenBy(app, author, post.id)).toBeNull()
  })

  it.each([
    ['one choice', { choices: ['Tea'], durationHours: 1 }, 'a poll takes 2 to 4 choices'],
    [
      'five choices',
      { choices: ['a', 'b', 'c', 'd', 'e'], durationHours: 1 },
      'a poll takes 2 to 4 choices',
    ],
    ['an empty choice', { choices: ['Tea', '   '], durationHours: 1 }, 'must not be empty'],
    [
      'a choice of 81 characters',
      { choices: ['Tea', 'x'.repeat(81)], durationHours: 1 },
      'must be at most 80 characters',
    ],
    [
      'a repeated choice',
      { choices: ['Tea', ' tea'], durationHours: 1 },
      'must not repeat a choice',
    ],
    ['no hours', { choices: ['Tea', 'Coffee'], durationHours: 0 }, 'must be 1 to 168 hours'],
    ['over a week', { choices: ['Tea', 'Coffee'], durationHours: 169 }, 'must be 1 to 168 hours'],
    [
      'part of an hour',
      { choices: ['Tea', 'Coffee'], durationHours: 1.5 },
      'must be a whole number',
    ],
  ])('refuses %s with 400 VALIDATION_FAILED and posts nothing', async (_, poll, message) => {
    const [author] = await users(app, 1)
    const res = await author.call('POST', '/api/posts', { content: 'A question', poll })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect(res.json().details.fields.map((f: { message: string }) => f.message)).toContain(message)
    const mine = await author.call('GET', `/api/feed?author=${author.address}`)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data).toEqual([])
  })

  it('keeps the poll when its author edits the text, and takes no poll in an edit', async () => {
    const [author] = await users(app, 1)
    const post = await pollPost(author)
    const edited = await author.call('PATCH', `/api/posts/${post.id}`, {
      content: 'Morning question, edited',
      poll: { choices: ['Juice', 'Water'], durationHours: 1 },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data.content).toBe('Morning question, edited')
    expect(edited.json().data.poll.choices.map((c: { text: string }) => c.text)).toEqual([
      'Tea',
      'Coffee',
      'Both',
    ])
  })
})

describe('voting', () => {
  it('counts a vote and answers the poll with the viewer’s choice', async () => {
    const [author, voter] = await users(app, 2)
    const post = await pollPost(author)
    const res = await vote(voter, post.id, 1)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      data: {
        choices: [
          { text: 'Tea', votes: 0 },
          { text: 'Coffee', votes: 1 },
          { text: 'Both', votes: 0 },
        ],
        total: 1,
        endsAt: post.poll?.endsAt,
        closed: false,
        viewerChoice: 1,
      },
    })
  })

  it('refuses a second vote with 409 POLL_ALREADY_VOTED and keeps the first', async () => {
    const [author, voter] = await users(app, 2)
    const post = await pollPost(author)
    expect((await vote(voter, post.id, 0)).statusCode).toBe(200)
    const again = await vote(voter, post.id, 2)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('POLL_ALREADY_VOTED')
    const poll = await pollSeenBy(app, voter, post.id)
    expect(poll).toMatchObject({ total: 1, viewerChoice: 0 })
    expect(poll?.choices.map((c) => c.votes)).toEqual([1, 0, 0])
  })

  it('counts two votes sent at once by the same person once', async () => {
    const [author, voter] = await users(app, 2)
    const post = await pollPost(author)
    const answers = await Promise.all([vote(voter, post.id, 0), vote(voter, post.id, 1)])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    const refused = answers.find((res) => res.statusCode === 409)
    expect(refused?.json().code).toBe('POLL_ALREADY_VOTED')
    const poll = await pollSeenBy(app, voter, post.id)
    expect(poll?.total).toBe(1)
    expect(poll?.choices.reduce((sum, c) => sum + c.votes, 0)).toBe(1)
  })

  it('keeps counts exact when many people vote at once', async () => {
    const [author, ...voters] = await users(app, 7)
    const post = await pollPost(author)
    const answers = await Promise.all(voters.map((voter, i) => vote(voter, post.id, i % 3)))
    expect(answers.map((res) => res.statusCode)).toEqual(voters.map(() => 200))
    const poll = await pollSeenBy(app, null, post.id)
    expect(poll?.choices.map((c) => c.votes)).toEqual([2, 2, 2])
    expect(poll?.total).toBe(6)
  })

  it('refuses votes after the end with 409 POLL_CLOSED, and shows the poll closed', async () => {
    const [author, early, late] = await users(app, 3)
    const post = await pollPost(author, { poll: { ...teaOrCoffee, durationHours: 1 } })
    expect((await vote(early, post.id, 0)).statusCode).toBe(200)
    clock.advance(HOUR)
    const res = await vote(late, post.id, 1)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('POLL_CLOSED')
    expect(await pollSeenBy(app, late, post.id)).toMatchObject({
      closed: true,
      total: 1,
      viewerChoice: null,
    })
  })

  it('refuses a choice the poll does not have with 400 POLL_CHOICE_INVALID', async () => {
    const [author, voter] = await users(app, 2)
    const post = await pollPost(author)
    const beyond = await vote(voter, post.id, 3)
    expect(beyond.statusCode).toBe(400)
    expect(beyond.json().code).toBe('POLL_CHOICE_INVALID')
    const negative = await vote(voter, post.id, -1)
    expect(negative.statusCode).toBe(400)
    expect(negative.json().code).toBe('VALIDATION_FAILED')
    expect((await pollSeenBy(app, voter, post.id))?.total).toBe(0)
  })

  it('answers 404 POLL_NOT_FOUND for a post without a poll, 404 POST_NOT_FOUND for no post', async () => {
    const [author, voter] = await users(app, 2)
    const post = await createPost(author)
    const res = await vote(voter, post.id, 0)
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('POLL_NOT_FOUND')
    const none = await vote(voter, crypto.randomUUID(), 0)
    expect(none.statusCode).toBe(404)
    expect(none.json().code).toBe('POST_NOT_FOUND')
  })

  it('says why in Spanish when asked', async () => {
    const [author, voter] = await users(app, 2)
    const post = await pollPost(author)
    await vote(voter, post.id, 0)
    const res = await voter.call(
      'POST',
      `/api/posts/${post.id}/poll`,
      { choice: 1 },
      { 'accept-language': 'es' },
    )
    expect(res.json().error).toBe('Ya has votado en esta encuesta')
  })

  it('needs a session to vote', async () => {
    const [author] = await users(app, 1)
    const post = await pollPost(author)
    const res = await app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/poll`,
      payload: { choice: 0 },
    })
    expect(res.statusCode).toBe(401)
  })

  it('lets only members vote in a community’s poll, as reacting does', async () => {
    const [owner, member, outsider] = await users(app, 3)
    const dao = await communityWith(owner, [member])
    const post = await pollPost(owner, { communityId: dao.id })
    const refused = await vote(outsider, post.id, 0)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('NOT_A_MEMBER')
    expect((await vote(member, post.id, 0)).statusCode).toBe(200)
    expect((await pollSeenBy(app, owner, post.id))?.total).toBe(1)
  })

  it('tells open feeds the post changed (post.updated)', async () => {
    const [author, voter] = await users(app, 2)
    const post = await pollPost(author)
    const seen: { postId: string; change: string }[] = []
    const stop = app.ctx.events.subscribe(['post.updated'], ({ data }) => {
      seen.push({ postId: data.postId, change: data.change })
    })
    await vote(voter, post.id, 0)
    stop()
    expect(seen).toContainEqual({ postId: post.id, change: 'poll' })
  })
})

describe('replaying a vote', () => {
  it('answers a vote sent again with its Idempotency-Key with the first answer, counted once', async () => {
    const [author, voter] = await users(app, 2)
    const post = await pollPost(author)
    const key = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() }
    const first = await voter.call('POST', `/api/posts/${post.id}/poll`, { choice: 2 }, key)
    const replay = await voter.call('POST', `/api/posts/${post.id}/poll`, { choice: 2 }, key)
    expect(first.statusCode).toBe(200)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect((await pollSeenBy(app, voter, post.id))?.total).toBe(1)
  })
})
