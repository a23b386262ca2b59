import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createCommunity, createPost, type SignedInUser, signedInUser } from './users.ts'

let app: TestApp
let author: SignedInUser

beforeAll(async () => {
  app = await createTestApp()
  author = await signedInUser(app)
})
afterAll(() => app.close())

const feedIds = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/feed?${query}` })
  expect(res.statusCode).toBe(200)
  return res.json().data.map((post: { id: string }) => post.id) as string[]
}

describe('GET /api/feed?tag=', () => {
  it('lists only the posts carrying the hashtag, whatever its case, newest first', async () => {
    const tagged = await createPost(author, { content: 'Deploying with #Hardhat today' })
    const later = await createPost(author, { content: 'more #hardhat tips, and #viem' })
    await createPost(author, { content: 'no tags here, only hardhat' })
    await createPost(author, {
      content: 'an e-mail like dev@hardhat.org and page#hardhat are not tags',
    })

    expect(await feedIds('tag=HardHat')).toEqual([later.id, tagged.id])
    expect(await feedIds('tag=viem')).toEqual([later.id])
  })

  it('follows an edit: a tag taken out of a post leaves its feed', async () => {
    const post = await createPost(author, { content: 'trying #edits' })
    expect(await feedIds('tag=edits')).toEqual([post.id])
    const edited = await author.call('PATCH', `/api/posts/${post.id}`, {
      content: 'trying nothing',
    })
    expect(edited.statusCode).toBe(200)
    expect(await feedIds('tag=edits')).toEqual([])
  })

  it('combines with a community', async () => {
    const community = await createCommunity(author)
    const inside = await createPost(author, { content: '#local news', communityId: community.id })
    await createPost(author, { content: '#local elsewhere' })
    expect(await feedIds(`scope=community&communityId=${community.id}&tag=local`)).toEqual([
      inside.id,
    ])
  })

  it('refuses what cannot be a hashtag with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/feed?tag=42' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })
})
