import { sql } from 'drizzle-orm'
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { communities } from './social.ts'
import { users } from './users.ts'

/**
 * Whom a member hands their voting power to in one community: the latest signed
 * delegation only. A revocation keeps the row (delegate null) with its time, so an older
 * signed delegation can never be replayed.
 */
export const communityDelegations = pgTable(
  'community_delegations',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    delegatorId: uuid('delegator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: uuid('delegate_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signed message's fields, lower case; null for a revocation made without a signature. */
    address: text('address'),
    delegateAddress: text('delegate_address'),
    /** The signed timestamp (or the revocation's time), in seconds: later ones win. */
    signedAt: bigint('signed_at', { mode: 'number' }).notNull(),
    signature: text('signature'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.delegatorId] }),
    index('community_delegations_delegate_idx')
      .on(t.communityId, t.delegateId)
      .where(sql`${t.delegateId} is not null`),
  ],
)

/** What a delegate says about how they vote, per community. */
export const delegateStatements = pgTable(
  'delegate_statements',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statement: text('statement').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
)
