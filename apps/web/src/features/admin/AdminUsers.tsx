import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
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
          {t('admin.users.title')}
        </h2>
        <input
          type="search"
          className="field__input admin-search"
          placeholder={t('admin.users.search')}
          aria-label={t('admin.users.searchLabel')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {users.isPending ? (
        <div className="admin-list" role="status" aria-label={t('admin.users.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} shape="block" height="4.5rem" />
          ))}
        </div>
      ) : users.isError ? (
        <FormAlert>
          {t('admin.users.loadError', { error: errorMessage(users.error) })}{' '}
          <Button size="small" variant="outline" onClick={() => void users.refetch()}>
            {t('common.retry')}
          </Button>
        </FormAlert>
      ) : rows.length === 0 ? (
        <EmptyState icon="users" title={t(q ? 'admin.users.emptySearch' : 'admin.users.empty')} />
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
          {t(users.isFetchingNextPage ? 'common.loading' : 'admin.users.more')}
        </Button>
      )}
    </section>
  )
}
