import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost, type Person, signedInPerson } from './social/people.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp
let author: Person

beforeAll(async () => {
  app = await createTestApp()
  author = await signedInPerson(app)
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

  it('is emptied by any write, so a new post shows at once', async () => {
    await anonymousFeed()
    const post = await createPost(author, { content: 'fresh off the press' })
    const after = await anonymousFeed()
    expect(after.headers['x-cache']).toBeUndefined()
    expect(after.json().data[0].id).toBe(post.id)
  })

  it('never serves signed-in readers from it', async () => {
    await anonymousFeed()
    const own = await author.call('GET', '/api/feed')
    expect(own.headers['x-cache']).toBeUndefined()
  })
})
