import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCommunity, type Person, signedInPerson } from './social/people.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let app: TestApp
let person: Person

beforeAll(async () => {
  app = await createTestApp()
  person = await signedInPerson(app)
})
afterAll(() => app.close())

const INVALID_TEXT = {
  success: false,
  error: 'Text may not contain the NUL character (U+0000)',
  code: 'INVALID_TEXT',
}

// found by the OpenAPI fuzz suite: PostgreSQL refuses U+0000 in text, which was a 500
describe('a NUL character in a request', () => {
  it('is refused with 400 in a path parameter', async () => {
    for (const url of ['/api/communities/%00', '/api/communities/a%00b/members']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(INVALID_TEXT)
    }
  })

  it('is refused with 400 in a query parameter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/marketplace/listings?q=a%00b' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(INVALID_TEXT)
  })

  it('is refused with 400 anywhere in a JSON body, and nothing is written', async () => {
    const community = await person.call('POST', '/api/communities', {
      name: 'Nul guild',
      description: 'A place\u0000 to build',
      rules: ['Be kind'],
    })
    expect(community.statusCode).toBe(400)
    expect(community.json()).toEqual(INVALID_TEXT)
    const list = await app.inject({ method: 'GET', url: '/api/communities?q=Nul%20guild' })
    expect(list.json().data).toEqual([])
  })

  it('leaves other unusual text alone', async () => {
    const created = await createCommunity(person, 'Guild \u202Eevil\u202C 🧨')
    expect(created.name).toBe('Guild \u202Eevil\u202C 🧨')
  })
})
