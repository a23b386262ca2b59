import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_LOGIN, delayAfter, PASSWORD_LOGIN } from '../../src/features/auth/loginThrottle.ts'
import { adminEnv } from '../admin/adminAccess.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp } from '../wallets.ts'

const clock = testClock()
let app: TestApp
const PASSWORD = 'correct horse battery'
let n = 0

beforeAll(async () => {
  app = await createTestApp(adminEnv, { clock })
})
afterAll(() => app.close())

async function newAccount() {
  n += 1
  const email = `throttle${n}.${Date.now()}@agora.example`
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: anyClientIp(),
    payload: { handle: `throttle_${n}_${Date.now() % 100000}`, email, password: PASSWORD },
  })
  expect(res.statusCode, res.body).toBe(201)
  return email
}

function login(email: string, password: string, ip: string, path = '/api/auth/login') {
  return app.inject({ method: 'POST', url: path, remoteAddress: ip, payload: { email, password } })
}

describe('password login throttling', () => {
  it('slows one client’s guesses at one e-mail with growing delays', async () => {
    const email = await newAccount()
    const ip = anyClientIp()
    for (let i = 0; i < PASSWORD_LOGIN.freeFailures + 1; i++)
      expect((await login(email, `wrong ${i}`, ip)).statusCode).toBe(401)

    // (the route's own limit allows 10 requests a minute from one client: stay under it)
    const [first, second] = [1, 2].map((extra) =>
      delayAfter(PASSWORD_LOGIN, PASSWORD_LOGIN.freeFailures + extra),
    ) as [number, number]
    expect(second).toBeGreaterThan(first)
    expect((await login(email, 'guess', ip)).statusCode).toBe(429)
    clock.advance(first)
    expect((await login(email, 'still wrong', ip)).statusCode).toBe(401)
    clock.advance(first)
    // the first delay is no longer enough
    expect((await login(email, 'guess', ip)).statusCode).toBe(429)
    clock.advance(second - first)
    expect((await login(email, 'still wrong', ip)).statusCode).toBe(401)
  })

  it('never locks the owner out, however many strangers fail', async () => {
    const email = await newAccount()
    for (let i = 0; i < 8; i++) await login(email, `wrong ${i}`, '10.66.0.1')
    expect((await login(email, PASSWORD, '10.66.0.2')).statusCode).toBe(200)
  })

  it('lets a known client through when an account is under a wide attack', async () => {
    const email = await newAccount()
    const home = anyClientIp()
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200)
    for (let i = 0; i < PASSWORD_LOGIN.accountSurge; i++) await login(email, 'wrong', anyClientIp())
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200)
    expect((await login(email, PASSWORD, anyClientIp())).statusCode).toBe(429)
    clock.advance(PASSWORD_LOGIN.windowMs)
  })

  it('gives an unknown e-mail exactly the answers a real one gets', async () => {
    const email = await newAccount()
    const answers = async (address: string, ip: string) => {
      const out = []
      for (let i = 0; i < PASSWORD_LOGIN.freeFailures + 2; i++) {
        const res = await login(address, 'wrong', ip)
        out.push([res.statusCode, res.json()])
      }
      return out
    }
    expect(await answers('nobody.at.all@agora.example', '10.67.0.1')).toEqual(
      await answers(email, '10.67.0.2'),
    )
  })
})

describe('admin login throttling', () => {
  it('is stricter than user login and keeps its own counters', async () => {
    expect(ADMIN_LOGIN.freeFailures).toBeLessThan(PASSWORD_LOGIN.freeFailures)
    expect(ADMIN_LOGIN.firstDelayMs).toBeGreaterThan(PASSWORD_LOGIN.firstDelayMs)
    const email = await newAccount()
    const ip = anyClientIp()
    for (let i = 0; i <= ADMIN_LOGIN.freeFailures; i++)
      expect((await login(email, 'wrong', ip, '/api/auth/admin/login')).statusCode).toBe(401)
    expect((await login(email, 'wrong', ip, '/api/auth/admin/login')).statusCode).toBe(429)
    // the same person's ordinary login is not touched by admin-login failures
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200)
  })
})
