import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp } from '../wallets.ts'
import { messenger, setDirectMessages } from './messaging.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const spanish = { 'accept-language': 'es' }

describe('refusals of accounts and messages, in the reader’s language with their values', () => {
  it('names the handle nobody has, in English and in Spanish, and sends the values', async () => {
    const url = '/api/users/@nobody_by_this_name'
    const english = await app.inject({ method: 'GET', url })
    expect(english.statusCode).toBe(404)
    expect(english.json()).toEqual({
      success: false,
      code: 'USER_NOT_FOUND',
      error: 'Nobody is called @nobody_by_this_name on Agora',
      params: { by: 'handle', handle: 'nobody_by_this_name' },
    })
    const es = await app.inject({ method: 'GET', url, headers: spanish })
    expect(es.json().error).toBe('No hay nadie llamado @nobody_by_this_name en Agora')
    expect(es.headers['content-language']).toBe('es')
  })

  it('says why someone named for a group was left out, in the creator’s language', async () => {
    const [alice, bob, carol, shy] = await Promise.all(
      Array.from({ length: 4 }, () => messenger(app)),
    )
    if (!alice || !bob || !carol || !shy) throw new Error('four people')
    await setDirectMessages(shy, 'following')
    const noKey = await signedInUser(app)
    const res = await alice.call(
      'POST',
      '/api/conversations',
      {
        kind: 'group',
        title: 'Picky',
        members: [bob.address, carol.address, shy.address, noKey.address],
      },
      spanish,
    )
    expect(res.statusCode).toBe(201)
    expect(res.headers.vary).toContain('Accept-Language')
    expect(res.json().data.notAdded).toEqual([
      {
        member: shy.address,
        code: 'MESSAGES_NOT_ACCEPTED',
        params: { from: 'following' },
        error: 'Esta persona solo acepta mensajes directos de las personas a las que sigue',
      },
      {
        member: noKey.address,
        code: 'MESSAGING_KEY_NOT_FOUND',
        params: expect.objectContaining({ whose: 'named' }),
        error: expect.stringMatching(/^@user_0x[0-9a-f]+ todavía no configuró los mensajes$/),
      },
    ])
  })

  it('says how many seconds to wait after too many wrong passwords, in Spanish too', async () => {
    const email = `slow.${crypto.randomUUID().slice(0, 8)}@agora.example`
    const client = anyClientIp()
    const login = (headers = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'not the password' },
        remoteAddress: client,
        headers,
      })
    for (let i = 0; i < 4; i++) await login()
    const refused = await login(spanish)
    expect(refused.statusCode).toBe(429)
    const { code, params, error } = refused.json()
    expect(code).toBe('TOO_MANY_ATTEMPTS')
    expect(params).toEqual({ attempts: 'login', seconds: expect.any(Number) })
    const wait = params.seconds === 1 ? '1 segundo' : `${params.seconds} segundos`
    expect(error).toBe(`Demasiados intentos fallidos. Vuelve a intentarlo en ${wait}.`)
  })
})
