import type { Author } from '@agora/domain'
import { users } from '../db/schema/accounts.ts'

type AuthorRow = Pick<typeof users.$inferSelect, 'id' | 'address' | 'handle' | 'ens' | 'avatar'>

/** The author columns every post and comment carries. */
export const authorColumns = {
  id: users.id,
  address: users.address,
  handle: users.handle,
  ens: users.ens,
  avatar: users.avatar,
}

export function toAuthor(row: AuthorRow): Author {
  return { id: row.id, address: row.address, handle: row.handle, ens: row.ens, avatar: row.avatar }
}
