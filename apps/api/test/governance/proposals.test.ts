import type { Proposal } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import {
  communityWith,
  DAY,
  HOUR,
  proposalInput,
  propose,
  readProposal,
  users,
  vote,
} from './governance.ts'

const clock = testClock(new Date('2030-03-01T12:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

const create = (author: SignedInUser, communityId: string, input: Record<string, unknown>) =>
  author.call('POST', `/api/communities/${communityId}/proposals`, input)

describe('opening a proposal', () => {
  it('lets an admin open one and shows it, state and all, to anyone', async () => {
    const [admin, member] = await users(app, 2)
    const dao = await communityWith(admin, [member])
    const res = await create(admin, dao.id, proposalInput(clock))
    expect(res.statusCode).toBe(201)
    const proposal: Proposal = res.json().data
    expect(proposal).toMatchObject({
      communityId: dao.id,
      kind: 'general',
      title: 'Fund the community garden',
      body: '## Why\n\nTomatoes for everyone.',
      choices: ['Yes', 'No', 'Later'],
      votingSystem: 'single-choice',
      strategy: { kind: 'member' },
      snapshotBlock: null,
      quorum: '0',
      state: 'active',
      outcome: null,
      results: { scores: ['0', '0', '0'], totalPower: '0', votes: 0, winner: null },
      viewerVote: null,
      author: { id: admin.id },
    })
    expect(proposal.startsAt).toBe(clock.now().toISOString())
    const anonymous = await app.inject({ method: 'GET', url: `/api/proposals/${proposal.id}` })
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json().data.title).toBe('Fund the community garden')
  })

  it('refuses members unless the community lets every member propose, and non-members always', async () => {
    const [admin, member, outsider] = await users(app, 3)
    const dao = await communityWith(admin, [member])
    const refused = await create(member, dao.id, proposalInput(clock))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('COMMUNITY_ROLE_REQUIRED')

    const settings = await member.call('PATCH', `/api/communities/${dao.id}/settings`, {
      proposalCreators: 'members',
    })
    expect(settings.statusCode).toBe(403)
    const opened = await admin.call('PATCH', `/api/communities/${dao.id}/settings`, {
      proposalCreators: 'members',
    })
    expect(opened.json().data.proposalCreators).toBe('members')
    expect((await create(member, dao.id, proposalInput(clock))).statusCode).toBe(201)

    const stranger = await create(outsider, dao.id, proposalInput(clock))
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json().code).toBe('NOT_A_MEMBER')
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/communities/${dao.id}/proposals`,
      payload: proposalInput(clock),
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses a window that is over, backwards, in the past or longer than 90 days', async () => {
    const [admin] = await users(app, 1)
    const dao = await communityWith(admin, [])
    const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString()
    for (const window of [
      { endsAt: at(-1) },
      { startsAt: at(2 * HOUR), endsAt: at(HOUR) },
      { startsAt: at(-HOUR), endsAt: at(HOUR) },
      { endsAt: at(91 * DAY) },
    ]) {
      const res = await create(admin, dao.id, proposalInput(clock, window))
      expect(res.json().code).toBe('PROPOSAL_WINDOW_INVALID')
    }
  })

  it('needs two different choices, and gives basic votes For / Against / Abstain', async () => {
    const [admin] = await users(app, 1)
    const dao = await communityWith(admin, [])
    for (const choices of [['Only one'], ['Same', 'same'], undefined]) {
      const res = await create(admin, dao.id, proposalInput(clock, { choices }))
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('CHOICES_INVALID')
    }
    const basic = await propose(
      admin,
      dao.id,
      proposalInput(clock, { votingSystem: 'basic', choices: ['ignored', 'too'] }),
    )
    expect(basic.choices).toEqual(['For', 'Against', 'Abstain'])
  })

  it('refuses a quorum with more decimals than the strategy counts', async () => {
    const [admin] = await users(app, 1)
    const dao = await communityWith(admin, [])
    const res = await create(admin, dao.id, proposalInput(clock, { quorum: '1.5' }))
    expect(res.json().code).toBe('QUORUM_INVALID')
  })
})

describe('states moved by the clock', () => {
  it('goes pending → active → closed, then keeps its outcome', async () => {
    const [admin, a, b] = await users(app, 3)
    const dao = await communityWith(admin, [a, b])
    const start = clock.now().getTime() + HOUR
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, {
        votingSystem: 'basic',
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + HOUR).toISOString(),
        quorum: '2',
      }),
    )
    expect(proposal.state).toBe('pending')
    clock.advance(HOUR)
    expect((await readProposal(app, proposal.id)).state).toBe('active')
    await vote(app, a, clock, proposal.id, [1])
    await vote(app, b, clock, proposal.id, [3])
    const live = await readProposal(app, proposal.id, a.headers)
    expect(live.results).toMatchObject({ scores: ['1', '0', '1'], totalPower: '2', votes: 2 })
    expect(live.outcome).toBeNull()
    expect(live.viewerVote?.vote.choice).toEqual([1])

    clock.advance(HOUR)
    const closed = await readProposal(app, proposal.id)
    expect(closed).toMatchObject({
      state: 'closed',
      outcome: 'passed',
      results: { quorumReached: true, winner: 1 },
    })
  })

  it('lists a community’s proposals newest first, by state, a page at a time', async () => {
    const [admin] = await users(app, 1)
    const dao = await communityWith(admin, [])
    const now = clock.now().getTime()
    const later = await propose(
      admin,
      dao.id,
      proposalInput(clock, {
        title: 'later',
        startsAt: new Date(now + DAY).toISOString(),
        endsAt: new Date(now + 2 * DAY).toISOString(),
      }),
    )
    const titles: string[] = []
    for (const title of ['one', 'two', 'three']) {
      await propose(admin, dao.id, proposalInput(clock, { title }))
      titles.unshift(title)
      clock.advance(1000)
    }
    const list = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/communities/${dao.slug}/proposals${query}`,
      })
      expect(res.statusCode).toBe(200)
      return res.json() as { data: Proposal[]; nextCursor: string | null }
    }
    expect((await list('?state=pending')).data.map((p) => p.id)).toEqual([later.id])
    const first = await list('?state=active&limit=2')
    expect(first.data.map((p) => p.title)).toEqual(titles.slice(0, 2))
    const second = await list(`?state=active&limit=2&cursor=${first.nextCursor}`)
    expect(second.data.map((p) => p.title)).toEqual(titles.slice(2))
    expect(second.nextCursor).toBeNull()
    expect((await list('?state=closed')).data).toEqual([])
    expect((await list('')).data).toHaveLength(4)
  })

  it('answers 404 for a proposal or community that does not exist', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: `/api/proposals/${crypto.randomUUID()}`,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('PROPOSAL_NOT_FOUND')
    const noDao = await app.inject({ method: 'GET', url: '/api/communities/nope-nope/proposals' })
    expect(noDao.json().code).toBe('COMMUNITY_NOT_FOUND')
  })
})

describe('results of the four voting systems, through the API', () => {
  async function closedAfter(system: string, choices: string[], ballots: number[][], quorum = '0') {
    const [admin, ...voters] = await users(app, (ballots.length + 1) as number)
    if (!admin) throw new Error('no admin')
    const dao = await communityWith(admin, voters)
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, { votingSystem: system, choices, quorum }),
    )
    for (const [index, voter] of voters.entries()) {
      await vote(app, voter, clock, proposal.id, ballots[index] ?? [])
    }
    clock.advance(DAY)
    return readProposal(app, proposal.id)
  }

  it('single choice: the choice with most votes wins', async () => {
    const result = await closedAfter('single-choice', ['A', 'B'], [[2], [2], [1]])
    expect(result).toMatchObject({
      outcome: 'passed',
      results: { scores: ['1', '2'], winner: 2 },
    })
  })

  it('approval: a tie is no winner', async () => {
    const result = await closedAfter('approval', ['A', 'B', 'C'], [[1, 2], [2, 3], [1]])
    expect(result).toMatchObject({
      outcome: 'rejected',
      results: { scores: ['2', '2', '1'], winner: null },
    })
  })

  it('ranked choice: run-off rounds with an exhausted ballot', async () => {
    const result = await closedAfter('ranked-choice', ['A', 'B', 'C'], [[1], [1], [2, 1], [2], [3]])
    // round 1: A 2, B 2, C 1 → C goes (its ballot is exhausted); round 2: A 2, B 2 of 4: tie
    expect(result.results.rounds).toEqual([
      { scores: ['2', '2', '1'], exhausted: '0', eliminated: [3] },
      { scores: ['2', '2', '0'], exhausted: '1', eliminated: [] },
    ])
    expect(result.outcome).toBe('rejected')
  })

  it('basic: no quorum when too few voted', async () => {
    const result = await closedAfter('basic', [], [[1], [1]], '3')
    expect(result).toMatchObject({
      outcome: 'no_quorum',
      results: { scores: ['2', '0', '0'], quorumReached: false },
    })
  })
})
