import type { Community } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import {
  communityWith,
  HOUR,
  proposalInput,
  propose,
  readProposal,
  users,
  vote,
} from './governance.ts'

const clock = testClock(new Date('2031-10-01T10:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

const twoThirds = {
  quorum: '3',
  threshold: 66,
  minHours: 2,
  maxHours: 48,
  creators: 'members',
}
const endingIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString()

const open = (who: SignedInUser, communityId: string, overrides: Record<string, unknown>) =>
  who.call(
    'POST',
    `/api/communities/${communityId}/proposals`,
    proposalInput(clock, { votingSystem: 'basic', endsAt: endingIn(3), ...overrides }),
  )

describe('rules per proposal kind', () => {
  it('holds general proposals to the community’s quorum, threshold, length and creators', async () => {
    const [admin, alice, bob, carol, dan] = await users(app, 5)
    const dao = await communityWith(admin, [alice, bob, carol, dan], {
      proposalRules: { general: twoThirds },
    })
    const settings = await admin.call('GET', `/api/communities/${dao.id}`)
    expect((settings.json().data as Community).proposalRules).toEqual({ general: twoThirds })

    const codeOf = async (overrides: Record<string, unknown>) =>
      (await open(alice, dao.id, overrides)).json().code
    expect(await codeOf({ quorum: '2' })).toBe('BELOW_COMMUNITY_MINIMUM')
    expect(await codeOf({ threshold: 50 })).toBe('BELOW_COMMUNITY_MINIMUM')
    expect(await codeOf({ endsAt: endingIn(1) })).toBe('PROPOSAL_WINDOW_INVALID')
    expect(await codeOf({ endsAt: endingIn(49) })).toBe('PROPOSAL_WINDOW_INVALID')

    // a member may open one (the rule allows it), taking the minimum unless asking for more
    const plain = await propose(
      alice,
      dao.id,
      proposalInput(clock, { votingSystem: 'basic', endsAt: endingIn(3) }),
    )
    expect(plain).toMatchObject({ quorum: '3', threshold: 66 })
    const stricter = await propose(
      alice,
      dao.id,
      proposalInput(clock, {
        votingSystem: 'basic',
        endsAt: endingIn(3),
        quorum: '4',
        threshold: 75,
      }),
    )
    expect(stricter).toMatchObject({ quorum: '4', threshold: 75 })

    // 2 For, 1 Against, 1 Abstain: For holds 2/3 of the votes for or against
    for (const [voter, choice] of [
      [alice, 1],
      [bob, 1],
      [carol, 2],
      [dan, 3],
    ] as const) {
      await vote(app, voter, clock, plain.id, [choice])
      await vote(app, voter, clock, stricter.id, [choice])
    }
    clock.advance(3 * HOUR)
    expect((await readProposal(app, plain.id)).outcome).toBe('passed')
    // the same votes fall short of 75 %
    expect(await readProposal(app, stricter.id)).toMatchObject({
      outcome: 'rejected',
      results: { winner: 1, quorumReached: true },
    })
  })

  it('keeps today’s behaviour without rules, and drops a kind’s rule set to null', async () => {
    const [admin, alice] = await users(app, 2)
    const dao = await communityWith(admin, [alice], { proposalRules: { general: twoThirds } })
    const dropped = await admin.call('PATCH', `/api/communities/${dao.id}/settings`, {
      proposalRules: { general: null },
    })
    expect(dropped.json().data.proposalRules).toEqual({})
    // admins only again, as the community's plain setting says
    expect((await open(alice, dao.id, {})).json().code).toBe('COMMUNITY_ROLE_REQUIRED')
    const proposal = await propose(admin, dao.id, proposalInput(clock, { endsAt: endingIn(1) }))
    expect(proposal).toMatchObject({ quorum: '0', threshold: null })
  })

  it('raises a listing approval’s quorum to its rule and keeps its length within the rule', async () => {
    const [admin, seller] = await users(app, 2)
    const dao = await communityWith(admin, [seller], {
      listingApproval: { quorum: 1, votingHours: 72 },
      proposalRules: {
        'listing-approval': { ...twoThirds, quorum: '2', threshold: null, maxHours: 24 },
      },
    })
    const listing = await seller.call('POST', '/api/marketplace/listings', {
      title: 'Walnut spoon',
      description: 'Carved by hand.',
      priceAmount: '0.01',
      currency: 'ETH',
      chainId: 8453,
      category: 'crafts',
      images: [],
      quantity: 1,
    })
    const approval = await propose(seller, dao.id, {
      kind: 'listing-approval',
      listingId: listing.json().data.id,
    })
    expect(approval).toMatchObject({ quorum: '2', threshold: null, endsAt: endingIn(24) })
  })

  it('refuses a rule whose shortest length is above its longest', async () => {
    const [admin] = await users(app, 1)
    const dao = await communityWith(admin, [])
    const res = await admin.call('PATCH', `/api/communities/${dao.id}/settings`, {
      proposalRules: { 'listing-approval': { ...twoThirds, minHours: 10, maxHours: 5 } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
  })
})
