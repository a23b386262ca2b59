import { useState } from 'react'
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useAdminUsers } from './data.ts'
import { UserRow } from './UserRow.tsx'

/** Every member, newest first, searchable by handle, e-mail or address. */
export function AdminUsers() {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim())
  const users = useAdminUsers(q)
  const rows = users.data?.pages.flatMap((page) => page.data) ?? []

  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <div className="admin-section__bar">
        <h2 id="admin-users-title" className="section-title">
          Users
        </h2>
        <input
          type="search"
          className="field__input admin-search"
          placeholder="Search handle, e-mail or address"
          aria-label="Search users"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {users.isPending ? (
        <div className="admin-list" role="status" aria-label="Loading users">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} shape="block" height="4.5rem" />
          ))}
        </div>
      ) : users.isError ? (
        <FormAlert>
          Could not load users: {users.error.message}{' '}
          <Button size="small" variant="outline" onClick={() => void users.refetch()}>
            Retry
          </Button>
        </FormAlert>
      ) : rows.length === 0 ? (
        <EmptyState icon="users" title={q ? 'No one matches that search' : 'No users yet'} />
      ) : (
        <ul className="admin-list">
          {rows.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </ul>
      )}
      {users.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => void users.fetchNextPage()}
          disabled={users.isFetchingNextPage}
        >
          {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </section>
  )
}
