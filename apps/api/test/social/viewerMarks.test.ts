import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reactions } from '../../src/db/schema/social.ts'
import { MARKS_KEY, viewerStateOf } from '../../src/features/posts/viewerState.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createPost, type SignedInUser, signedInUser } from './users.ts'

const clock = testClock()
let app: TestApp
let alice: SignedInUser
let bob: SignedInUser

beforeAll(async () => {
  app = await createTestApp({}, { clock })
  alice = await signedInUser(app)
  bob = await signedInUser(app)
})
afterAll(() => app.close())

const marksOf = async (user: SignedInUser, postId: string) => {
  const page = (await user.call('GET', '/api/feed')).json().data as Array<{
    id: string
    viewerReactions: string[]
  }>
  return page.find((post) => post.id === postId)?.viewerReactions.toSorted()
}

/** A reaction written behind the app's back: no event tells the viewer's reads about it. */
const reactUnannounced = (user: SignedInUser, postId: string) =>
  app.ctx.db.insert(reactions).values({ postId, userId: user.id, type: 'like' })

// a reader's own reactions, bookmarks and reposts are kept per reader (viewerState.ts)
describe("a reader's own marks on feed pages", () => {
  it('reads them for posts written before the reader was first asked about', async () => {
    const older = await createPost(alice, { content: 'written before bob looked' })
    await bob.call('POST', `/api/posts/${older.id}/reactions`, { type: 'fire' })
    clock.advance(60_000)
    expect(await marksOf(bob, older.id)).toEqual(['fire'])
  })

  it('gives asks at once the marks being read, not none', async () => {
    const older = await createPost(alice, { content: 'asked about twice at once' })
    const olderPost = { id: older.id, createdAt: clock.now() }
    clock.advance(60_000)
    await bob.call('POST', `/api/posts/${older.id}/reactions`, { type: 'love' })
    // bob's marks start again (the reaction's answer had read them), with another post …
    app.ctx.viewerReads.forget(bob.id, MARKS_KEY)
    await viewerStateOf(app.ctx, bob.id, [{ id: crypto.randomUUID(), createdAt: clock.now() }])
    // … then two asks about the older one at once: one reads, the other waits for that read
    const ask = () => viewerStateOf(app.ctx, bob.id, [olderPost])
    const [first, second] = await Promise.all([ask(), ask()])
    expect(first.reactions.get(older.id)).toEqual(['love'])
    expect(second.reactions.get(older.id)).toEqual(['love'])
  })

  it('knows a post written after that has none of theirs, without reading it', async () => {
    await marksOf(bob, 'none')
    clock.advance(5_000)
    const newer = await createPost(alice, { content: 'written after bob looked' })
    await reactUnannounced(bob, newer.id)
    // not read: the reaction the app was never told of does not show
    expect(await marksOf(bob, newer.id)).toEqual([])
    // a reaction through the app forgets what bob's reads knew
    await bob.call('POST', `/api/posts/${newer.id}/reactions`, { type: 'fire' })
    expect(await marksOf(bob, newer.id)).toEqual(['fire', 'like'])
  })

  it('reads posts written within a second of that, whose clock may run ahead', async () => {
    await marksOf(bob, 'none')
    clock.advance(500)
    const close = await createPost(alice, { content: 'written just after bob looked' })
    await reactUnannounced(bob, close.id)
    expect(await marksOf(bob, close.id)).toEqual(['like'])
  })
})
