import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost, type SignedInUser, signedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp
let author: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  author = await signedInUser(app)
})
afterAll(() => app.close())

const anonymousFeed = () => app.inject({ method: 'GET', url: '/api/feed' })

describe('the anonymous feed micro-cache', () => {
  it('answers a repeat anonymous read from memory', async () => {
    const first = await anonymousFeed()
    const second = await anonymousFeed()
    expect(first.headers['x-cache']).toBeUndefined()
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.body).toBe(first.body)
  })

  it('is emptied by a new post, so it shows at once', async () => {
    await anonymousFeed()
    const post = await createPost(author, { content: 'fresh off the press' })
    const after = await anonymousFeed()
    expect(after.headers['x-cache']).toBeUndefined()
    expect(after.json().data[0].id).toBe(post.id)
  })

  it('is emptied when an author changes their profile, so their posts show it', async () => {
    await createPost(author, { content: 'signed with my old name' })
    await anonymousFeed()
    const renamed = await author.call('PUT', `/api/users/${author.address}`, {
      ens: 'renamed-author.eth',
    })
    expect(renamed.statusCode).toBe(200)
    const after = await anonymousFeed()
    expect(after.headers['x-cache']).toBeUndefined()
    expect(after.json().data[0].author.ens).toBe('renamed-author.eth')
  })

  it('keeps its pages through writes that do not change the feed', async () => {
    await anonymousFeed()
    const saved = await author.call('PUT', '/api/auth/preferences', {
      preferences: { theme: 'dark' },
    })
    expect(saved.statusCode).toBe(200)
    expect((await anonymousFeed()).headers['x-cache']).toBe('hit')
  })

  it('never serves signed-in readers from it', async () => {
    await anonymousFeed()
    const own = await author.call('GET', '/api/feed')
    expect(own.headers['x-cache']).toBeUndefined()
  })
})
