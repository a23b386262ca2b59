import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The last answer of the name resolver for an address: the name it gave (null: none), and
 * until when it stands (spec §9: 180 minutes for a name, 10 for none). A failed look-up is
 * not written, so the answer before it stands.
 */
export const nameLookups = pgTable(
  'name_lookups',
  {
    /** Lower-case 0x address. */
    address: text('address').primaryKey(),
    name: text('name'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // the refresh job reads the names whose time is up
  (t) => [index('name_lookups_expires_idx').on(t.expiresAt)],
)
