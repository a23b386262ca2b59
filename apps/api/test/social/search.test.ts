import type { Author } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer } from '../wallets.ts'
import { createCommunity, type Person, signedInPerson } from './people.ts'

let app: TestApp
let reader: Person

beforeAll(async () => {
  app = await createTestApp(adminEnv)
  reader = await signedInPerson(app)
})
afterAll(() => app.close())

const search = (query: string, person: Person | null = reader) =>
  app.inject({ method: 'GET', url: `/api/search?${query}`, headers: person?.headers ?? {} })

const found = async (query: string, person: Person | null = reader) => {
  const res = await search(query, person)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Array<{ id: string }>
}

/** A signed-in person with the handle and display name given. */
async function personCalled(handle: string, displayName: string | null = null) {
  const person = await signedInPerson(app)
  const res = await person.call('PUT', `/api/users/${person.address}`, { handle, displayName })
  expect(res.statusCode, res.body).toBe(200)
  return person
}

const unique = () => Math.random().toString(36).slice(2, 8)

describe('GET /api/search?type=people', () => {
  it('finds people by the start of their @handle or display name, a page at a time', async () => {
    const stem = `ro${unique()}`
    const rosa = await personCalled(`${stem}_rosa`, 'Rosa Luxe')
    const rob = await personCalled(`${stem}_rob`)
    await personCalled(`x${stem}`)
    expect((await found(`type=people&q=${stem}`)).map((p) => p.id)).toEqual([rob.id, rosa.id])
    expect((await found(`type=people&q=@${stem}_ros`)).map((p) => p.id)).toEqual([rosa.id])
    expect(
      (await found(`type=people&q=${encodeURIComponent('Rosa L')}`)).map((p) => p.id),
    ).toContain(rosa.id)
    // an underscore is a letter here, not a wildcard
    expect(await found(`type=people&q=${stem}_x`)).toEqual([])
    const shape = (await found(`type=people&q=${stem}_rosa`))[0] as Author
    expect(shape).toEqual({
      id: rosa.id,
      handle: `${stem}_rosa`,
      displayName: 'Rosa Luxe',
      address: rosa.address.toLowerCase(),
      ens: null,
      avatar: null,
    })
  })

  it('finds someone by wallet address only where they show it, and never a suspended person', async () => {
    const open = await signedInPerson(app)
    const hidden = await signedInPerson(app)
    await hidden.call('PUT', '/api/auth/privacy', { privacySettings: { showWalletAddress: false } })
    const prefix = (person: Person) => person.address.slice(0, 12).toLowerCase()
    expect((await found(`type=people&q=${prefix(open)}`)).map((p) => p.id)).toContain(open.id)
    expect((await found(`type=people&q=${prefix(hidden)}`)).map((p) => p.id)).not.toContain(
      hidden.id,
    )
    // they find themselves
    expect((await found(`type=people&q=${prefix(hidden)}`, hidden)).map((p) => p.id)).toContain(
      hidden.id,
    )

    const stem = `su${unique()}`
    const banned = await personCalled(`${stem}_banned`)
    const admin = await adminToken(app)
    const suspended = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${banned.id}`,
      headers: bearer(admin),
      payload: { isSuspended: true },
    })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(await found(`type=people&q=${stem}`)).toEqual([])
  })
})

describe('GET /api/search for communities and listings', () => {
  it('finds a community by its name and a listing by its words, signed out too', async () => {
    const owner = await signedInPerson(app)
    const word = `zq${unique()}`
    const community = await createCommunity(owner, `Guild of ${word}`)
    expect((await found(`type=communities&q=${word}`, null)).map((c) => c.id)).toEqual([
      community.id,
    ])
    expect(await found(`type=listings&q=${word}`, null)).toEqual([])
  })

  it('refuses an empty query or an unknown type with 400 VALIDATION_FAILED', async () => {
    for (const query of ['type=people&q=', 'type=people&q=%20%20', 'type=planets&q=x', 'q=x']) {
      const res = await search(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
  })
})
