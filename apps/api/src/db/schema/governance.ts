import {
  PROPOSAL_KINDS,
  PROPOSAL_OUTCOMES,
  type ProposalResults,
  VOTING_SYSTEMS,
  type VotingStrategy,
} from '@agora/domain'
import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { listings, orders } from './marketplace.ts'
import { communities } from './social.ts'
import { users } from './users.ts'

/** The listing fields a listing approval votes on, as stored (price as the numeric column reads). */
export type ListingSnapshot = {
  title: string
  description: string
  priceAmount: string
  currency: string
  chainId: number
  category: string
}

/**
 * A community's proposal. Its state follows the clock (pending before `startsAt`, active
 * until `endsAt`, closed after); `outcome` and `results` are written once, when it closes.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PROPOSAL_KINDS }).notNull().default('general'),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /**
     * A listing approval's listing as it was put to the vote: the badge holds only while the
     * listing still says this (an edit after the vote is not what was approved).
     */
    listingSnapshot: jsonb('listing_snapshot').$type<ListingSnapshot>(),
    /** For a dispute settlement: the disputed escrow order whose split is put to the vote. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    choices: text('choices').array().notNull(),
    votingSystem: text('voting_system', { enum: VOTING_SYSTEMS }).notNull(),
    strategy: jsonb('strategy').$type<VotingStrategy>().notNull(),
    /** Fixed at creation for on-chain strategies: power is read at this block. */
    snapshotBlock: numeric('snapshot_block', { precision: 78, scale: 0 }),
    /** Power the votes cast must reach, in base units. */
    quorum: numeric('quorum', { precision: 78, scale: 0 }).notNull(),
    /** Percent of the power cast the winner needs to pass; null: the plain rule. */
    threshold: integer('threshold'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    outcome: text('outcome', { enum: PROPOSAL_OUTCOMES }),
    results: jsonb('results').$type<ProposalResults>(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When members were told it opened, and that it closes within a day (once each). */
    openedNoticeAt: timestamp('opened_notice_at', { withTimezone: true }),
    closingNoticeAt: timestamp('closing_notice_at', { withTimezone: true }),
  },
  (t) => [
    index('proposals_community_idx').on(t.communityId, t.createdAt, t.id),
    index('proposals_listing_idx').on(t.listingId),
    // one listing approval at a time per listing and community, until it is settled
    uniqueIndex('proposals_open_listing_approval_idx')
      .on(t.communityId, t.listingId)
      .where(sql`${t.outcome} is null and ${t.listingId} is not null`),
    // a dispute goes to a community's vote once
    uniqueIndex('proposals_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('proposals_unsettled_idx').on(t.endsAt).where(sql`${t.outcome} is null`),
  ],
)

/** One vote per voter and proposal: a later signed vote replaces the earlier one. */
export const proposalVotes = pgTable(
  'proposal_votes',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The signer, lower case, as signed in `from`. */
    address: text('address').notNull(),
    choice: integer('choice').array().notNull(),
    reason: text('reason').notNull(),
    /** The signed timestamp, in seconds. */
    signedAt: bigint('signed_at', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    /** Read by the server at the snapshot block; never sent by the client. */
    power: numeric('power', { precision: 78, scale: 0 }).notNull(),
    castAt: timestamp('cast_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.proposalId, t.voterId] }),
    index('proposal_votes_recent_idx').on(t.proposalId, t.castAt, t.voterId),
  ],
)
