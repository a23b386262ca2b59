import { type Proposal, type VoteMessage, voteTypedData } from '@agora/domain'
import type { LocalAccount } from 'viem'
import type { App } from '../../src/app.ts'
import type { Clock } from '../../src/context.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { anyClientIp } from '../wallets.ts'

export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR

/** A community whose admin is `owner`, with `members` joined. */
export async function communityWith(owner: SignedInUser, members: SignedInUser[], settings = {}) {
  const res = await owner.call('POST', '/api/communities', {
    name: `DAO ${crypto.randomUUID().slice(0, 8)}`,
    description: 'Decides things together',
  })
  if (res.statusCode !== 201) throw new Error(`community refused: ${res.body}`)
  const community = res.json().data as { id: string; slug: string; name: string }
  for (const member of members) {
    const joined = await member.call('POST', `/api/communities/${community.id}/join`)
    if (joined.statusCode !== 200) throw new Error(`join refused: ${joined.body}`)
  }
  if (Object.keys(settings).length > 0) {
    const set = await owner.call('PATCH', `/api/communities/${community.id}/settings`, settings)
    if (set.statusCode !== 200) throw new Error(`settings refused: ${set.body}`)
  }
  return community
}

type Tuple<N extends number, T extends SignedInUser[] = []> = number extends N
  ? SignedInUser[]
  : T['length'] extends N
    ? T
    : Tuple<N, [...T, SignedInUser]>

/** `n` people, each signed in with a wallet of their own. */
export function users<N extends number>(app: App, n: N): Promise<Tuple<N>> {
  return Promise.all(Array.from({ length: n }, () => signedInUser(app))) as Promise<Tuple<N>>
}

/** A general proposal open now for a day, one member one vote, unless overridden. */
export function proposalInput(clock: Clock, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'general',
    title: 'Fund the community garden',
    body: '## Why\n\nTomatoes for everyone.',
    votingSystem: 'single-choice',
    choices: ['Yes', 'No', 'Later'],
    endsAt: new Date(clock.now().getTime() + DAY).toISOString(),
    strategy: { kind: 'member' },
    ...overrides,
  }
}

/** An admin, two members and an open single-choice proposal (choices 1 to 3). */
export async function openProposal(
  app: App,
  clock: Clock,
  overrides: Record<string, unknown> = {},
) {
  const [admin, alice, bob] = await users(app, 3)
  const dao = await communityWith(admin, [alice, bob])
  const proposal = await propose(admin, dao.id, proposalInput(clock, overrides))
  return { admin, alice, bob, dao, proposal }
}

/** The machine-readable code of a refusal. */
export const codeOf = (res: { json(): { code?: string } }) => res.json().code

export async function propose(
  author: SignedInUser,
  communityId: string,
  input: Record<string, unknown>,
): Promise<Proposal> {
  const res = await author.call('POST', `/api/communities/${communityId}/proposals`, input)
  if (res.statusCode !== 201) throw new Error(`proposal refused: ${res.body}`)
  return res.json().data
}

/** A vote signed now (by the clock) by the person's wallet, with overrides for what is signed. */
export async function signVote(
  wallet: LocalAccount,
  clock: Clock,
  proposalId: string,
  choice: number[],
  overrides: Partial<VoteMessage> = {},
) {
  const vote: VoteMessage = {
    from: wallet.address,
    proposal: proposalId,
    choice,
    reason: '',
    timestamp: Math.floor(clock.now().getTime() / 1000),
    ...overrides,
  }
  return { vote, signature: await wallet.signTypedData(voteTypedData(vote)) }
}

export function postVote(app: App, proposalId: string, body: unknown) {
  return app.inject({
    method: 'POST',
    // many voters, not one client hammering the per-client limit
    remoteAddress: anyClientIp(),
    url: `/api/proposals/${proposalId}/votes`,
    payload: body as object,
  })
}

/** Signs and sends a vote; throws unless it was counted. */
export async function vote(
  app: App,
  voter: { wallet: LocalAccount },
  clock: Clock,
  proposalId: string,
  choice: number[],
  overrides: Partial<VoteMessage> = {},
) {
  const res = await postVote(
    app,
    proposalId,
    await signVote(voter.wallet, clock, proposalId, choice, overrides),
  )
  if (res.statusCode !== 201) throw new Error(`vote refused: ${res.body}`)
  return res.json().data as { power: string; signature: string }
}

export async function readProposal(app: App, proposalId: string, headers = {}) {
  const res = await app.inject({ method: 'GET', url: `/api/proposals/${proposalId}`, headers })
  if (res.statusCode !== 200) throw new Error(`proposal unreadable: ${res.body}`)
  return res.json().data as Proposal
}
