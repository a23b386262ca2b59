import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let alice: SignedInUser
let bob: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  alice = await signedInUser(app)
  bob = await signedInUser(app)
})
afterAll(() => app.close())

type FeedPost = {
  id: string
  content: string
  commentCount: number
  author: { displayName: string | null }
  viewerReactions: string[]
  reactions: Record<string, number>
}
const feedOf = async (user: SignedInUser, query = '') =>
  (await user.call('GET', `/api/feed${query}`)).json().data as FeedPost[]

describe('feed pages shared between signed-in readers', () => {
  it("give each reader their own reactions on the same page, never another's", async () => {
    const post = await createPost(alice, { content: 'shared page, personal reactions' })
    await alice.call('POST', `/api/posts/${post.id}/reactions`, { type: 'fire' })

    const [forAlice, forBob] = await Promise.all([feedOf(alice), feedOf(bob)])
    expect(forAlice.find((p) => p.id === post.id)).toMatchObject({
      viewerReactions: ['fire'],
      reactions: { fire: 1 },
    })
    expect(forBob.find((p) => p.id === post.id)).toMatchObject({
      viewerReactions: [],
      reactions: { fire: 1 },
    })
  })

  it('show a write at once to every reader, inside the sharing window', async () => {
    await Promise.all([feedOf(alice), feedOf(bob)])
    const post = await createPost(bob, { content: 'posted while the page is shared' })
    await bob.call('POST', `/api/posts/${post.id}/reactions`, { type: 'rocket' })

    const [forAlice, forBob] = await Promise.all([feedOf(alice), feedOf(bob)])
    expect(forAlice[0]).toMatchObject({ id: post.id, viewerReactions: [] })
    expect(forBob[0]).toMatchObject({ id: post.id, viewerReactions: ['rocket'] })
  })

  it("show a reader's own reaction change at once on a page they already read", async () => {
    const post = await createPost(alice, { content: 'react, unreact, react' })
    expect((await feedOf(bob))[0]).toMatchObject({ id: post.id, viewerReactions: [] })

    await bob.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    expect((await feedOf(bob))[0]).toMatchObject({ id: post.id, viewerReactions: ['like'] })

    await bob.call('DELETE', `/api/posts/${post.id}/reactions/like`)
    expect((await feedOf(bob))[0]).toMatchObject({ id: post.id, viewerReactions: [] })
  })

  it('show every kind of change at once on pages read just before', async () => {
    const community = await createCommunity(alice)
    const communityPage = `?scope=community&communityId=${community.id}`
    // an empty community page, read: its first post still shows at once
    expect(await feedOf(bob, communityPage)).toEqual([])
    const post = await createPost(alice, { content: 'first here', communityId: community.id })
    expect((await feedOf(bob, communityPage)).map((p) => p.id)).toEqual([post.id])

    await bob.call('POST', `/api/communities/${community.id}/join`)
    await feedOf(bob)
    const comment = await bob.call('POST', `/api/posts/${post.id}/comments`, { content: 'welcome' })
    expect(comment.statusCode).toBe(201)
    expect((await feedOf(bob))[0]).toMatchObject({ id: post.id, commentCount: 1 })

    const edit = await alice.call('PATCH', `/api/posts/${post.id}`, {
      content: 'first here, edited',
    })
    expect(edit.statusCode).toBe(200)
    expect((await feedOf(bob, communityPage))[0]).toMatchObject({ content: 'first here, edited' })

    const rename = await alice.call('PUT', `/api/users/${alice.address}`, {
      displayName: 'Alice Renamed',
    })
    expect(rename.statusCode).toBe(200)
    expect((await feedOf(bob))[0]?.author.displayName).toBe('Alice Renamed')

    expect((await alice.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200)
    expect((await feedOf(bob, communityPage)).map((p) => p.id)).toEqual([])
    expect((await feedOf(bob)).map((p) => p.id)).not.toContain(post.id)
  })
})
