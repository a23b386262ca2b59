import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedReadLookups } from '../sharedReadLookups.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let alice: SignedInUser
let bob: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  alice = await signedInUser(app)
  bob = await signedInUser(app)
})
afterAll(() => app.close())

const postFor = async (user: SignedInUser | null, postId: string) => {
  const res = user
    ? await user.call('GET', `/api/posts/${postId}`)
    : await app.inject({ method: 'GET', url: `/api/posts/${postId}` })
  return { status: res.statusCode, post: res.json().data }
}

const sharedReads = (outcome: 'hit' | 'miss') => sharedReadLookups(app, outcome)

// readers of one post share its reading for a moment, as they share feed pages
describe('a post read by id, shared between readers', () => {
  it('is read once for readers who ask at once', async () => {
    const { id } = await createPost(alice, { content: 'asked for twice' })
    const [hits, misses] = [await sharedReads('hit'), await sharedReads('miss')]
    await Promise.all([postFor(alice, id), postFor(bob, id)])
    // the second reader shares the first one's reading (or the author's, when it is still fresh)
    const read = {
      hits: (await sharedReads('hit')) - hits,
      misses: (await sharedReads('miss')) - misses,
    }
    expect(read.hits + read.misses).toBe(2)
    expect(read.hits).toBeGreaterThanOrEqual(1)
  })

  it("gives each reader their own reactions, never another's", async () => {
    const { id } = await createPost(alice, { content: 'one post, many readers' })
    await Promise.all([postFor(alice, id), postFor(bob, id), postFor(null, id)])
    await bob.call('POST', `/api/posts/${id}/reactions`, { type: 'love' })

    const [forAlice, forBob, forAnyone] = await Promise.all([
      postFor(alice, id),
      postFor(bob, id),
      postFor(null, id),
    ])
    expect(forAlice.post).toMatchObject({ viewerReactions: [], reactions: { love: 1 } })
    expect(forBob.post).toMatchObject({ viewerReactions: ['love'], reactions: { love: 1 } })
    expect(forAnyone.post).toMatchObject({ viewerReactions: [], reactions: { love: 1 } })
  })

  it('shows a comment, an edit, a renamed author and a deletion at once', async () => {
    const { id } = await createPost(alice, { content: 'read just before each change' })
    await postFor(bob, id)
    await bob.call('POST', `/api/posts/${id}/comments`, { content: 'first!' })
    expect((await postFor(bob, id)).post).toMatchObject({ commentCount: 1 })

    await alice.call('PATCH', `/api/posts/${id}`, { content: 'read just before, edited' })
    expect((await postFor(bob, id)).post).toMatchObject({ content: 'read just before, edited' })

    await alice.call('PUT', `/api/users/${alice.address}`, { displayName: 'Alice Again' })
    expect((await postFor(bob, id)).post.author.displayName).toBe('Alice Again')

    await alice.call('DELETE', `/api/posts/${id}`)
    expect((await postFor(bob, id)).status).toBe(404)
  })
})
