import { MUTED_WORD_MAX_LENGTH, MUTED_WORDS_MAX, type MutedWord, type Post } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { communityWith, users } from '../governance/governance.ts'
import { createPost, type SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const clock = testClock(new Date('2032-07-01T09:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

/** A word no other test's posts contain. */
const uniqueWord = () => `zq${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`

async function mute(user: SignedInUser, words: MutedWord[]) {
  const res = await user.call('PUT', '/api/me/muted-words', { words })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.words as MutedWord[]
}

async function post(author: SignedInUser, content: string, communityId?: string) {
  clock.advance(1000)
  return createPost(author, communityId ? { content, communityId } : { content })
}

/** Every page of a feed, as [page's post ids, whether a next page was offered]. */
async function pages(reader: SignedInUser, query: string, limit: number) {
  const read: string[][] = []
  let cursor: string | null = null
  do {
    const res = await reader.call(
      'GET',
      `/api/feed?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json() as { data: Post[]; nextCursor: string | null }
    read.push(page.data.map((p) => p.id))
    cursor = page.nextCursor
  } while (cursor)
  return read
}

describe('GET/PUT /api/me/muted-words', () => {
  it('keeps a person’s list, trimmed and in order, and answers it only to them', async () => {
    const [muter, other] = await users(app, 2)
    expect((await muter.call('GET', '/api/me/muted-words')).json()).toEqual({
      success: true,
      data: { words: [] },
    })
    const saved = await mute(muter, [
      { text: '  Spoiler  ', tagsOnly: false },
      { text: 'eth', tagsOnly: true },
    ])
    expect(saved).toEqual([
      { text: 'Spoiler', tagsOnly: false },
      { text: 'eth', tagsOnly: true },
    ])
    expect((await muter.call('GET', '/api/me/muted-words')).json().data.words).toEqual(saved)
    // no route names another person: each reads only their own list
    expect((await other.call('GET', '/api/me/muted-words')).json().data.words).toEqual([])

    await mute(muter, [{ text: 'only this', tagsOnly: false }])
    expect((await muter.call('GET', '/api/me/muted-words')).json().data.words).toEqual([
      { text: 'only this', tagsOnly: false },
    ])
    await mute(muter, [])
    expect((await muter.call('GET', '/api/me/muted-words')).json().data.words).toEqual([])
  })

  it('asks for a session', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/me/muted-words' })
    expect(read.statusCode).toBe(401)
    const write = await app.inject({
      method: 'PUT',
      url: '/api/me/muted-words',
      payload: { words: [] },
    })
    expect(write.statusCode).toBe(401)
  })

  it.each([
    [
      'more than the most words',
      Array.from({ length: MUTED_WORDS_MAX + 1 }, (_, i) => ({ text: `w${i}`, tagsOnly: false })),
      `at most ${MUTED_WORDS_MAX} muted words`,
    ],
    [
      'a word too long',
      [{ text: 'x'.repeat(MUTED_WORD_MAX_LENGTH + 1), tagsOnly: false }],
      `must be at most ${MUTED_WORD_MAX_LENGTH} characters`,
    ],
    ['an empty word', [{ text: '   ', tagsOnly: false }], 'must not be empty'],
    [
      'the same word in another case',
      [
        { text: 'Cat', tagsOnly: false },
        { text: 'cAT', tagsOnly: true },
      ],
      'must not repeat a word',
    ],
  ])('refuses %s with a 400 that says why, and keeps the list', async (_, words, message) => {
    const [muter] = await users(app, 1)
    await mute(muter, [{ text: 'kept', tagsOnly: false }])
    const res = await muter.call('PUT', '/api/me/muted-words', { words })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(res.json().error).toContain(message)
    expect((await muter.call('GET', '/api/me/muted-words')).json().data.words).toEqual([
      { text: 'kept', tagsOnly: false },
    ])
  })

  it('accepts exactly the most words, each of the longest length', async () => {
    const [muter] = await users(app, 1)
    const words = Array.from({ length: MUTED_WORDS_MAX }, (_, i) => ({
      text: `${i}`.padEnd(MUTED_WORD_MAX_LENGTH, 'x'),
      tagsOnly: i % 2 === 0,
    }))
    expect(await mute(muter, words)).toEqual(words)
  })

  it('says why in Spanish', async () => {
    const [muter] = await users(app, 1)
    const res = await muter.call(
      'PUT',
      '/api/me/muted-words',
      {
        words: [
          { text: 'a', tagsOnly: false },
          { text: 'A', tagsOnly: false },
        ],
      },
      { 'accept-language': 'es' },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toContain('no puede repetir una palabra')
  })
})

describe('feeds leave out posts with a muted word', () => {
  it('hides them from the muter only, in the whole feed, at once after a change', async () => {
    const [muter, reader, author] = await users(app, 3)
    const word = uniqueWord()
    const muted = await post(author, `Big news about ${word.toUpperCase()}!`)
    const kept = await post(author, `nothing about ${word}s here`)
    const own = await post(muter, `my own ${word}`)
    const firstPage = async (user: SignedInUser) =>
      (await pages(user, 'sort=latest', 50))[0] as string[]

    expect(await firstPage(muter)).toContain(muted.id)
    await mute(muter, [{ text: word, tagsOnly: false }])
    const seen = await firstPage(muter)
    expect(seen).not.toContain(muted.id)
    expect(seen).toContain(kept.id)
    expect(seen).toContain(own.id)
    expect(await firstPage(reader)).toContain(muted.id)

    await mute(muter, [])
    expect(await firstPage(muter)).toContain(muted.id)
  })

  it('keeps paging correct: shorter pages, nothing skipped, nothing twice', async () => {
    const [muter, author] = await users(app, 2)
    const word = uniqueWord()
    const texts = ['one', `two ${word}`, `three ${word}`, 'four', `five ${word}`, 'six', 'seven']
    const made = []
    for (const text of texts) made.push(await post(author, text))
    const visible = made
      .filter((p) => !p.content.includes(word))
      .map((p) => p.id)
      .reverse()
    await mute(muter, [{ text: word, tagsOnly: false }])

    const read = await pages(muter, `author=${author.address}`, 2)
    expect(read.flat()).toEqual(visible)
    // some pages came back shorter than the limit, yet the cursor went on
    expect(read.some((page, i) => page.length < 2 && i < read.length - 1)).toBe(true)
    // a reader without the word pages through all seven
    const [reader] = await users(app, 1)
    expect((await pages(reader, `author=${author.address}`, 2)).flat()).toHaveLength(7)
  })

  it('hides them in the following feed, reposts included', async () => {
    const [muter, followed, stranger] = await users(app, 3)
    const word = uniqueWord()
    await muter.call('POST', `/api/users/${followed.address}/follow`)
    const own = await post(followed, `my take on ${word}`)
    const clean = await post(followed, 'a quiet day')
    const theirs = await post(stranger, `#${word} is trending`)
    clock.advance(1000)
    expect((await followed.call('POST', `/api/posts/${theirs.id}/repost`)).statusCode).toBe(200)

    const before = (await pages(muter, 'scope=following&sort=latest', 1)).flat()
    expect(before).toEqual([theirs.id, clean.id, own.id])
    await mute(muter, [{ text: word, tagsOnly: false }])
    expect((await pages(muter, 'scope=following&sort=latest', 1)).flat()).toEqual([clean.id])
  })

  it('hides them in a community’s feed, latest and trending (pages shared between readers)', async () => {
    const [muter, reader, author] = await users(app, 3)
    const dao = await communityWith(author, [reader])
    const word = uniqueWord()
    const muted = await post(author, `vote on ${word}`, dao.id)
    const clean = await post(author, 'vote on the garden', dao.id)
    for (const target of [muted, clean])
      await reader.call('POST', `/api/posts/${target.id}/reactions`, { type: 'fire' })
    await mute(muter, [{ text: word, tagsOnly: false }])

    for (const sort of ['latest', 'trending']) {
      const query = `scope=community&communityId=${dao.id}&sort=${sort}`
      // the reader first, so the muter gets the page the reader's read shared
      expect((await pages(reader, query, 10)).flat().sort()).toEqual([muted.id, clean.id].sort())
      expect((await pages(muter, query, 10)).flat()).toEqual([clean.id])
    }
  })

  it('matches a tags-only word only as the #tag, in the tag feed too', async () => {
    const [muter, author] = await users(app, 2)
    const word = uniqueWord()
    const tagged = await post(author, `look #${word}`)
    const plain = await post(author, `the word ${word} in running text`)
    await mute(muter, [{ text: word, tagsOnly: true }])

    expect((await pages(muter, `author=${author.address}`, 10)).flat()).toEqual([plain.id])
    expect((await pages(muter, `tag=${word}`, 10)).flat()).toEqual([])
    const [reader] = await users(app, 1)
    expect((await pages(reader, `tag=${word}`, 10)).flat()).toEqual([tagged.id])
  })
})
