import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/**
 * Web vitals reported anonymously by browsers (POST /api/vitals): a route pattern, a metric
 * and its value, nothing about who. Rows older than a week are dropped.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    route: text('route').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('web_vitals_created_at_idx').on(t.createdAt),
    index('web_vitals_route_name_created_at_idx').on(t.route, t.name, t.createdAt),
  ],
)
