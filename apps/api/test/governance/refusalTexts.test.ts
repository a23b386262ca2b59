import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import {
  communityWith,
  DAY,
  postVote,
  proposalInput,
  propose,
  signVote,
  users,
} from './governance.ts'

const clock = testClock(new Date('2030-04-01T12:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

const SPANISH = { 'accept-language': 'es' }

const open = (
  author: SignedInUser,
  communityId: string,
  input: Record<string, unknown>,
  extra = {},
) => author.call('POST', `/api/communities/${communityId}/proposals`, input, extra)

describe('governance refusals carry their values, in English and in Spanish', () => {
  it('names the voting system and the least number of choices', async () => {
    const [admin] = await users(app, 1)
    const dao = await communityWith(admin, [])
    const input = proposalInput(clock, { votingSystem: 'ranked-choice', choices: ['Only one'] })
    const res = await open(admin, dao.id, input)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'CHOICES_INVALID',
      params: { problem: 'too_few', system: 'ranked_choice', min: 2 },
      error: 'A ranked-choice vote needs at least 2 choices',
    })
    const inSpanish = await open(admin, dao.id, input, SPANISH)
    expect(inSpanish.json().error).toBe(
      'Una votación por orden de preferencia necesita al menos 2 opciones',
    )
  })

  it('says how long a vote may run, and which action needs membership', async () => {
    const [admin, stranger] = await users(app, 2)
    const dao = await communityWith(admin, [])
    const endsAt = new Date(clock.now().getTime() + 91 * DAY).toISOString()
    const tooLong = await open(admin, dao.id, proposalInput(clock, { endsAt }), SPANISH)
    expect(tooLong.json()).toMatchObject({
      code: 'PROPOSAL_WINDOW_INVALID',
      params: { problem: 'too_long', days: 90 },
      error: 'Una votación puede durar como máximo 90 días',
    })
    const outsider = await open(stranger, dao.id, proposalInput(clock))
    expect(outsider.statusCode).toBe(403)
    expect(outsider.json()).toMatchObject({
      code: 'NOT_A_MEMBER',
      error: 'Join this community to open a proposal',
    })
    const outsiderInSpanish = await open(stranger, dao.id, proposalInput(clock), SPANISH)
    expect(outsiderInSpanish.json().error).toBe('Únete a esta comunidad para abrir una propuesta')
  })

  it('names the choice that does not exist and how many there are', async () => {
    const [admin] = await users(app, 1)
    const dao = await communityWith(admin, [])
    const proposal = await propose(admin, dao.id, proposalInput(clock))
    const signed = await signVote(admin.wallet, clock, proposal.id, [9])
    const res = await postVote(app, proposal.id, signed)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'CHOICE_INVALID',
      params: { problem: 'unknown', choice: 9, count: 3 },
      error: 'Choice 9 does not exist: choices are 1 to 3',
    })
  })
})
