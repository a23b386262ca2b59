import { type Audience, type Author, type PrivacyRules, userVisibility } from '@agora/domain'
import { users } from '../db/schema/users.ts'

export type AuthorRow = Pick<
  typeof users.$inferSelect,
  'id' | 'address' | 'handle' | 'displayName' | 'ens' | 'avatar' | 'privacySettings'
>

/** The author columns every post and comment carries, with the settings that shape them. */
export const authorColumns = {
  id: users.id,
  address: users.address,
  handle: users.handle,
  displayName: users.displayName,
  ens: users.ens,
  avatar: users.avatar,
  privacySettings: users.privacySettings,
}

/** An author as `audience` may see them (their privacy settings applied). */
export function toAuthor(row: AuthorRow, audience: Audience): Author {
  const access = userVisibility(row.id, row.privacySettings as PrivacyRules, audience)
  return {
    id: row.id,
    handle: row.handle,
    displayName: row.displayName,
    address: access.address ? row.address : null,
    // an ENS name resolves to the address: it goes with it
    ens: access.address ? row.ens : null,
    avatar: access.profile ? row.avatar : null,
  }
}
