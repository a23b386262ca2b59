import { type ProposalVote, voteTypedData } from '@agora/domain'
import { type Address, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testClock } from '../clock.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { newWallet } from '../wallets.ts'
import {
  codeOf,
  DAY,
  HOUR,
  openProposal,
  postVote,
  proposalInput,
  propose,
  readProposal,
  signVote,
  vote,
} from './governance.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock()
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { clock })
})
afterAll(() => app.close())

describe('casting a vote', () => {
  it('counts a member’s signed vote with power 1 and keeps what anyone needs to re-verify it', async () => {
    const { alice, proposal } = await openProposal(app, clock)
    const signed = await signVote(alice.wallet, clock, proposal.id, [2], { reason: 'soil first' })
    const res = await postVote(app, proposal.id, signed)
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({
      voter: { id: alice.id },
      vote: { ...signed.vote, from: alice.address.toLowerCase() },
      signature: signed.signature,
      power: '1',
    })

    const list = await app.inject({ method: 'GET', url: `/api/proposals/${proposal.id}/votes` })
    const [stored] = list.json().data as ProposalVote[]
    expect(stored?.signature).toBe(signed.signature)
    // re-verification needs nothing from the server but the stored vote and signature
    const valid = await verifyTypedData({
      address: stored?.vote.from as Address,
      signature: stored?.signature as `0x${string}`,
      ...voteTypedData(stored?.vote as ProposalVote['vote']),
    })
    expect(valid).toBe(true)
  })

  it('replaces an earlier vote with a later one, and ignores a replay of the earlier', async () => {
    const { alice, bob, proposal } = await openProposal(app, clock)
    const first = await signVote(alice.wallet, clock, proposal.id, [1])
    expect((await postVote(app, proposal.id, first)).statusCode).toBe(201)
    await vote(app, bob, clock, proposal.id, [1])
    // a retry of the same signed vote is answered again, not counted twice
    expect((await postVote(app, proposal.id, first)).statusCode).toBe(201)

    clock.advance(60_000)
    const second = await signVote(alice.wallet, clock, proposal.id, [3], { reason: 'changed' })
    expect((await postVote(app, proposal.id, second)).statusCode).toBe(201)
    const replay = await postVote(app, proposal.id, first)
    expect(replay.statusCode).toBe(409)
    expect(codeOf(replay)).toBe('VOTE_SUPERSEDED')

    const result = await readProposal(app, proposal.id, alice.headers)
    expect(result.results).toMatchObject({ scores: ['1', '0', '1'], votes: 2 })
    expect(result.viewerVote).toMatchObject({ vote: { choice: [3], reason: 'changed' } })
    const list = await app.inject({ method: 'GET', url: `/api/proposals/${proposal.id}/votes` })
    expect(list.json().data.map((v: ProposalVote) => v.voter.id)).toEqual([alice.id, bob.id])
  })

  it('needs no session: the signature is the proof, so anyone may relay a signed vote', async () => {
    const { alice, proposal } = await openProposal(app, clock)
    const res = await app.inject({
      method: 'POST',
      url: `/api/proposals/${proposal.id}/votes`,
      payload: await signVote(alice.wallet, clock, proposal.id, [1]),
    })
    expect(res.statusCode).toBe(201)
  })
})

describe('refusing a vote, each for its own reason', () => {
  it('outside the window: VOTING_NOT_STARTED before, VOTING_CLOSED after', async () => {
    const start = clock.now().getTime() + HOUR
    const { alice, proposal } = await openProposal(app, clock, {
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + HOUR).toISOString(),
    })
    const early = await postVote(
      app,
      proposal.id,
      await signVote(alice.wallet, clock, proposal.id, [1]),
    )
    expect(early.statusCode).toBe(409)
    expect(codeOf(early)).toBe('VOTING_NOT_STARTED')
    clock.advance(2 * HOUR)
    const late = await postVote(
      app,
      proposal.id,
      await signVote(alice.wallet, clock, proposal.id, [1]),
    )
    expect(late.statusCode).toBe(409)
    expect(codeOf(late)).toBe('VOTING_CLOSED')
  })

  it('from a non-member, or a wallet with no account: NOT_A_MEMBER', async () => {
    const { proposal } = await openProposal(app, clock)
    const outsider = await signedInUser(app)
    const res = await postVote(
      app,
      proposal.id,
      await signVote(outsider.wallet, clock, proposal.id, [1]),
    )
    expect(res.statusCode).toBe(403)
    expect(codeOf(res)).toBe('NOT_A_MEMBER')
    const unknown = await postVote(
      app,
      proposal.id,
      await signVote(newWallet(), clock, proposal.id, [1]),
    )
    expect(codeOf(unknown)).toBe('NOT_A_MEMBER')
  })

  it('with a bad signature: another key’s, or over other content: VOTE_SIGNATURE_INVALID', async () => {
    const { alice, bob, proposal } = await openProposal(app, clock)
    const byBob = await signVote(bob.wallet, clock, proposal.id, [1], { from: alice.address })
    const forged = await postVote(app, proposal.id, byBob)
    expect(forged.statusCode).toBe(400)
    expect(codeOf(forged)).toBe('VOTE_SIGNATURE_INVALID')

    const signed = await signVote(alice.wallet, clock, proposal.id, [1])
    const tampered = await postVote(app, proposal.id, {
      ...signed,
      vote: { ...signed.vote, choice: [2] },
    })
    expect(codeOf(tampered)).toBe('VOTE_SIGNATURE_INVALID')
    const garbage = await postVote(app, proposal.id, { ...signed, signature: '0x1234' })
    expect(codeOf(garbage)).toBe('VOTE_SIGNATURE_INVALID')
  })

  it('with a timestamp more than 5 minutes old or ahead: VOTE_TIMESTAMP_STALE / _FUTURE', async () => {
    const { alice, proposal } = await openProposal(app, clock)
    const now = Math.floor(clock.now().getTime() / 1000)
    const stale = await postVote(
      app,
      proposal.id,
      await signVote(alice.wallet, clock, proposal.id, [1], { timestamp: now - 301 }),
    )
    expect(stale.statusCode).toBe(400)
    expect(codeOf(stale)).toBe('VOTE_TIMESTAMP_STALE')
    const future = await postVote(
      app,
      proposal.id,
      await signVote(alice.wallet, clock, proposal.id, [1], { timestamp: now + 301 }),
    )
    expect(codeOf(future)).toBe('VOTE_TIMESTAMP_FUTURE')
    const edge = await postVote(
      app,
      proposal.id,
      await signVote(alice.wallet, clock, proposal.id, [1], { timestamp: now - 300 }),
    )
    expect(edge.statusCode).toBe(201)
  })

  it('with a choice the voting system does not take: CHOICE_INVALID', async () => {
    const { alice, proposal } = await openProposal(app, clock)
    for (const choice of [[0], [4], [1, 2], []]) {
      const res = await postVote(
        app,
        proposal.id,
        await signVote(alice.wallet, clock, proposal.id, choice),
      )
      expect(res.statusCode).toBe(400)
      expect(codeOf(res)).toBe('CHOICE_INVALID')
    }
    const ranked = await openProposal(app, clock, { votingSystem: 'ranked-choice' })
    const repeated = await postVote(
      app,
      ranked.proposal.id,
      await signVote(ranked.alice.wallet, clock, ranked.proposal.id, [2, 2]),
    )
    expect(codeOf(repeated)).toBe('CHOICE_INVALID')
    await vote(app, ranked.alice, clock, ranked.proposal.id, [3, 1])
  })

  it('signed for another proposal: PROPOSAL_MISMATCH', async () => {
    const { alice, proposal, admin, dao } = await openProposal(app, clock)
    const other = await propose(admin, dao.id, proposalInput(clock))
    const res = await postVote(app, proposal.id, await signVote(alice.wallet, clock, other.id, [1]))
    expect(res.statusCode).toBe(400)
    expect(codeOf(res)).toBe('PROPOSAL_MISMATCH')
  })

  it('carrying voting power, or anything else not signed: VALIDATION_FAILED', async () => {
    const { alice, proposal } = await openProposal(app, clock)
    const signed = await signVote(alice.wallet, clock, proposal.id, [1])
    const withPower = await postVote(app, proposal.id, { ...signed, power: '1000000' })
    expect(codeOf(withPower)).toBe('VALIDATION_FAILED')
    const inVote = await postVote(app, proposal.id, {
      ...signed,
      vote: { ...signed.vote, power: 9 },
    })
    expect(codeOf(inVote)).toBe('VALIDATION_FAILED')
  })

  it('on a proposal that does not exist: PROPOSAL_NOT_FOUND', async () => {
    const id = crypto.randomUUID()
    const res = await postVote(app, id, await signVote(newWallet(), clock, id, [1]))
    expect(res.statusCode).toBe(404)
    expect(codeOf(res)).toBe('PROPOSAL_NOT_FOUND')
  })
})

describe('a closed proposal', () => {
  it('keeps its votes and their signatures readable after the end', async () => {
    const { alice, proposal } = await openProposal(app, clock)
    await vote(app, alice, clock, proposal.id, [1])
    clock.advance(DAY)
    const list = await app.inject({ method: 'GET', url: `/api/proposals/${proposal.id}/votes` })
    expect(list.json().data).toHaveLength(1)
    expect((await readProposal(app, proposal.id)).outcome).toBe('passed')
  })
})
