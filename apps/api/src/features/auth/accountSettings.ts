import type { Preferences, PrivacySettings } from '@agora/domain'
import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/users.ts'
import { toUser } from './users.ts'

/** Merges the given preferences into the stored ones; keys left out keep their value. */
export async function updatePreferences(ctx: AppContext, userId: string, preferences: Preferences) {
  const [row] = await ctx.db
    .update(users)
    .set({
      preferences: sql`${users.preferences} || ${JSON.stringify(preferences)}::jsonb`,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw new Error('signed-in user vanished')
  return toUser(row)
}

export async function updatePrivacySettings(
  ctx: AppContext,
  userId: string,
  settings: PrivacySettings,
) {
  const [row] = await ctx.db
    .update(users)
    .set({
      privacySettings: sql`${users.privacySettings} || ${JSON.stringify(settings)}::jsonb`,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw new Error('signed-in user vanished')
  // pages already shared or cached show this person as they were: let them go
  ctx.events.publish('user.changed', { userId })
  return toUser(row)
}
