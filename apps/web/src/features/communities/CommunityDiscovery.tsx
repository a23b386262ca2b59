import { useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts'
import { useInfiniteScroll } from '../../lib/useInfiniteScroll.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { ActionIcon } from '../../ui/ActionIcon.tsx'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { CommunityCard } from './CommunityCard.tsx'
import { CommunityListSkeleton } from './CommunityListSkeleton.tsx'
import { CreateCommunityForm } from './CreateCommunityForm.tsx'
import { useCommunities } from './data.ts'
import './Communities.css'
import '../../ui/forms.css'

/** Every community, most members first, with search and a way to start a new one. */
export function CommunityDiscovery() {
  const auth = useAuth()
  const navigation = useNavigation()
  const { showToast } = useToast()
  const [search, setSearch] = useState('')
  const [creating, setCreating] = useState(false)
  const q = useDebouncedValue(search.trim(), 300)
  const list = useCommunities({ q })
  const searchId = useId()
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  )
  const communities = list.data?.pages.flatMap((page) => page.data) ?? []

  return (
    <div className="view">
      <header className="view__header discovery__header">
        <div>
          <h1>{t('communities.discovery.title')}</h1>
          <p>{t('communities.discovery.intro')}</p>
        </div>
        {!creating && (
          <Button onClick={() => (auth.isAuthenticated ? setCreating(true) : auth.requestSignIn())}>
            <ActionIcon name="plus" size={16} />
            {t('communities.discovery.create')}
          </Button>
        )}
      </header>
      {creating && (
        <CreateCommunityForm
          onCancel={() => setCreating(false)}
          onCreated={(community) => {
            showToast(t('communities.discovery.created', { name: community.name }), {
              type: 'success',
            })
            navigation.setCommunity(community.slug)
          }}
        />
      )}
      <div className="search-field">
        <label htmlFor={searchId} className="visually-hidden">
          {t('communities.discovery.search')}
        </label>
        <ActionIcon name="search" size={18} />
        <input
          id={searchId}
          type="search"
          className="text-input"
          placeholder={t('communities.discovery.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.isPending ? (
        <CommunityListSkeleton />
      ) : list.isError && !list.data ? (
        <LoadError
          title={t('communities.discovery.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : communities.length === 0 ? (
        <EmptyState
          icon="users"
          title={t(
            q ? 'communities.discovery.emptySearchTitle' : 'communities.discovery.emptyTitle',
          )}
        >
          {q ? t('communities.discovery.emptySearch', { q }) : t('communities.discovery.empty')}
        </EmptyState>
      ) : (
        <ul
          className="community-list"
          aria-label={t('communities.discovery.list')}
          aria-busy={list.isFetching}
        >
          {communities.map((community) => (
            <CommunityCard key={community.id} community={community} />
          ))}
        </ul>
      )}
      {isFetchingNextPage && <CommunityListSkeleton rows={2} />}
      {isFetchNextPageError && (
        <LoadError
          compact
          title={t('communities.discovery.moreError')}
          error={list.error}
          onRetry={() => void fetchNextPage()}
        />
      )}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  )
}
