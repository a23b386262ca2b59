import { useId, useState } from 'react'
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
          <h1>Discover communities</h1>
          <p>Find people who care about what you care about.</p>
        </div>
        {!creating && (
          <Button onClick={() => (auth.isAuthenticated ? setCreating(true) : auth.requestSignIn())}>
            <ActionIcon name="plus" size={16} />
            Create community
          </Button>
        )}
      </header>
      {creating && (
        <CreateCommunityForm
          onCancel={() => setCreating(false)}
          onCreated={(community) => {
            showToast(`${community.name} is ready`, { type: 'success' })
            navigation.setCommunity(community.slug)
          }}
        />
      )}
      <div className="search-field">
        <label htmlFor={searchId} className="visually-hidden">
          Search communities
        </label>
        <ActionIcon name="search" size={18} />
        <input
          id={searchId}
          type="search"
          className="text-input"
          placeholder="Search communities"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.isPending ? (
        <CommunityListSkeleton />
      ) : list.isError && !list.data ? (
        <LoadError
          title="Communities could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : communities.length === 0 ? (
        <EmptyState
          icon="users"
          title={q ? 'No communities match your search' : 'No communities yet'}
        >
          {q ? `Nothing is called or about “${q}”. Try another word.` : 'Start the first one.'}
        </EmptyState>
      ) : (
        <ul className="community-list" aria-label="Communities" aria-busy={list.isFetching}>
          {communities.map((community) => (
            <CommunityCard key={community.id} community={community} />
          ))}
        </ul>
      )}
      {isFetchingNextPage && <CommunityListSkeleton rows={2} />}
      {isFetchNextPageError && (
        <LoadError
          compact
          title="More communities could not be loaded"
          error={list.error}
          onRetry={() => void fetchNextPage()}
        />
      )}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  )
}
