import type { Delegate } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { newWallet } from '../wallets.ts'
import { delegate, putDelegation, signDelegation } from './delegation.ts'
import {
  communityWith,
  HOUR,
  postVote,
  proposalInput,
  propose,
  readProposal,
  signVote,
  users,
  vote,
} from './governance.ts'

const clock = testClock()
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString()

async function delegates(communityId: string) {
  const res = await app.inject({ method: 'GET', url: `/api/communities/${communityId}/delegates` })
  expect(res.statusCode).toBe(200)
  return res.json().data as Delegate[]
}

describe('delegating with a signed EIP-712 Delegation', () => {
  it('stores the latest delegation and lists the delegate with their statement and power', async () => {
    const [admin, alice, bob, dana] = await users(app, 4)
    const dao = await communityWith(admin, [alice, bob, dana])
    const statement = await dana.call('PUT', `/api/communities/${dao.id}/delegates/me`, {
      statement: '## I read every proposal\n\nAnd I vote **early**.',
    })
    expect(statement.statusCode).toBe(200)
    expect((await delegates(dao.id)).map((d) => [d.delegate.id, d.delegators, d.power])).toEqual([
      [dana.id, 0, 1],
    ])

    const stored = await delegate(alice, clock, dao.id, dana)
    expect(stored.delegate.id).toBe(dana.id)
    expect(stored.message.delegate).toBe(dana.address.toLowerCase())
    await delegate(bob, clock, dao.id, dana)
    clock.advance(1000)
    // Alice changes her mind: only the latest counts
    await delegate(alice, clock, dao.id, admin)
    const listed = (await delegates(dao.id)).map((d) => [
      d.delegate.id,
      d.delegators,
      d.power,
      d.statement,
    ])
    expect(listed).toHaveLength(2)
    expect(listed).toEqual(
      expect.arrayContaining([
        [dana.id, 1, 2, '## I read every proposal\n\nAnd I vote **early**.'],
        [admin.id, 1, 2, ''],
      ]),
    )
    const mine = await alice.call('GET', `/api/communities/${dao.id}/delegation`)
    expect(mine.json().data.delegate.id).toBe(admin.id)
  })

  it('refuses forged, replayed, stale and misdirected delegations', async () => {
    const [admin, alice, dana, outsider] = await users(app, 4)
    const dao = await communityWith(admin, [alice, dana])
    const codeOf = async (body: unknown, who = alice) =>
      (await putDelegation(who, dao.id, body)).json().code

    // signed by another key in Alice's name
    const forged = await signDelegation(newWallet(), clock, dao.id, dana.address, {
      from: alice.address,
    })
    expect(await codeOf(forged)).toBe('DELEGATION_SIGNATURE_INVALID')
    // Dana's own delegation sent with Alice's session
    expect(await codeOf(await signDelegation(dana.wallet, clock, dao.id, admin.address))).toBe(
      'DELEGATION_SIGNER_MISMATCH',
    )
    expect(
      await codeOf(await signDelegation(alice.wallet, clock, crypto.randomUUID(), dana.address)),
    ).toBe('DELEGATION_COMMUNITY_MISMATCH')
    const old = Math.floor(clock.now().getTime() / 1000) - 11 * 60
    expect(
      await codeOf(
        await signDelegation(alice.wallet, clock, dao.id, dana.address, { timestamp: old }),
      ),
    ).toBe('DELEGATION_TIMESTAMP_INVALID')
    expect(await codeOf(await signDelegation(alice.wallet, clock, dao.id, outsider.address))).toBe(
      'DELEGATE_NOT_MEMBER',
    )
    expect(await codeOf(await signDelegation(alice.wallet, clock, dao.id, alice.address))).toBe(
      'DELEGATE_SELF',
    )
    expect(
      await codeOf(await signDelegation(outsider.wallet, clock, dao.id, dana.address), outsider),
    ).toBe('NOT_A_MEMBER')

    const first = await signDelegation(alice.wallet, clock, dao.id, dana.address)
    expect((await putDelegation(alice, dao.id, first)).statusCode).toBe(200)
    // the same signature again, and one signed earlier, are replays
    expect(await codeOf(first)).toBe('DELEGATION_SUPERSEDED')
    const earlier = await signDelegation(alice.wallet, clock, dao.id, admin.address, {
      timestamp: first.message.timestamp - 1,
    })
    expect(await codeOf(earlier)).toBe('DELEGATION_SUPERSEDED')

    // revoking without a signature: a delegation signed before it cannot come back
    clock.advance(2000)
    const revoked = await alice.call('DELETE', `/api/communities/${dao.id}/delegation`)
    expect(revoked.json().data).toMatchObject({ delegate: null, message: null })
    expect(await codeOf(first)).toBe('DELEGATION_SUPERSEDED')
    expect((await delegates(dao.id)).find((d) => d.delegate.id === dana.id)).toBeUndefined()
  })
})

describe('counting delegated power (one member, one vote)', () => {
  it('adds the delegators who did not vote to their delegate’s vote, never along a chain', async () => {
    const [admin, alice, bob, carol, dana] = await users(app, 5)
    const dao = await communityWith(admin, [alice, bob, carol, dana])
    await delegate(alice, clock, dao.id, dana)
    await delegate(bob, clock, dao.id, dana)
    // Carol delegates to Alice, who delegates on: Carol's power stays with Alice
    await delegate(carol, clock, dao.id, alice)
    // short, so the sessions outlive it
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, { votingSystem: 'basic', endsAt: inHours(2) }),
    )

    const danas = await vote(app, dana, clock, proposal.id, [1])
    expect(danas).toMatchObject({ power: '1', delegators: 2, delegatedPower: '2' })
    await vote(app, admin, clock, proposal.id, [2])
    expect((await readProposal(app, proposal.id)).results).toMatchObject({
      scores: ['3', '1', '0'],
      totalPower: '4',
      directPower: '2',
      delegatedPower: '2',
    })

    // Bob votes himself: he counts for himself, no longer through Dana
    await vote(app, bob, clock, proposal.id, [2])
    const live = await readProposal(app, proposal.id, dana.headers)
    expect(live.results).toMatchObject({ scores: ['2', '2', '0'], delegatedPower: '1' })
    expect(live.viewerVote).toMatchObject({ delegators: 1, delegatedPower: '1' })

    // Alice takes her power back with a signed revocation (delegate 0x0…0)
    clock.advance(1000)
    await delegate(alice, clock, dao.id, null)
    clock.advance(2 * HOUR)
    const closed = await readProposal(app, proposal.id)
    expect(closed).toMatchObject({
      outcome: 'rejected',
      results: { scores: ['1', '2', '0'], directPower: '3', delegatedPower: '0', delegated: [] },
    })
    // once settled, later delegations change nothing
    await delegate(alice, clock, dao.id, dana)
    expect((await readProposal(app, proposal.id)).results.scores).toEqual(['1', '2', '0'])
    const votes = await app.inject({ method: 'GET', url: `/api/proposals/${proposal.id}/votes` })
    expect(
      votes.json().data.find((v: { voter: { id: string } }) => v.voter.id === dana.id),
    ).toMatchObject({ delegators: 0 })
  })

  it('does not count a delegator who left the community', async () => {
    const [admin, alice, dana] = await users(app, 3)
    const dao = await communityWith(admin, [alice, dana])
    await delegate(alice, clock, dao.id, dana)
    const left = await alice.call('POST', `/api/communities/${dao.id}/leave`)
    expect(left.statusCode).toBe(200)
    const proposal = await propose(admin, dao.id, proposalInput(clock))
    expect(
      (
        await postVote(app, proposal.id, await signVote(dana.wallet, clock, proposal.id, [1]))
      ).json().data,
    ).toMatchObject({ power: '1', delegators: 0 })
    expect(await delegates(dao.id)).toEqual([])
  })
})
