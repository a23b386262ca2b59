import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * Test ETH sent on the local chain (POST /api/test-eth), one row a transfer: how long a
 * person, or an address, still waits is read from here. `txHash` is null while it is sent.
 */
export const testEthGrants = pgTable(
  'test_eth_grants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('test_eth_grants_user_idx').on(t.userId, t.createdAt),
    index('test_eth_grants_address_idx').on(t.address, t.createdAt),
  ],
)
