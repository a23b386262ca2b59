import { SEARCH_TYPES, type SearchType } from '@agora/domain'
import { type FormEvent, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { type FeedTab, FeedTabs } from '../../ui/FeedTabs.tsx'
import { SearchResults } from './SearchResults.tsx'
import './Search.css'

const isSearchType = (value: string | null): value is SearchType =>
  (SEARCH_TYPES as readonly string[]).includes(value ?? '')

/** `/search?q=…&type=…`: what Agora holds under those words, one kind at a time. */
export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q')?.trim() ?? ''
  const type = isSearchType(params.get('type')) ? (params.get('type') as SearchType) : 'posts'
  const [draft, setDraft] = useState(q)
  useEffect(() => setDraft(q), [q])

  const show = (next: { q?: string; type?: SearchType }) =>
    setParams({
      q: next.q ?? q,
      ...((next.type ?? type) === 'posts' ? {} : { type: next.type ?? type }),
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.trim()) show({ q: draft.trim() })
  }
  const tabs: FeedTab<SearchType>[] = SEARCH_TYPES.map((id) => ({
    id,
    label: t(`app.search.type.${id}`),
  }))

  return (
    <div className="view">
      <header className="view__header">
        <h1>{t('app.search.title')}</h1>
      </header>
      <search>
        <form className="search-page__form" onSubmit={submit}>
          <input
            type="search"
            className="search-page__field"
            aria-label={t('app.search.label')}
            placeholder={t('app.search.placeholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            // a visitor who came to search starts typing at once
            // biome-ignore lint/a11y/noAutofocus: the page's one purpose is this field
            autoFocus={!q}
          />
        </form>
      </search>
      {q && (
        <>
          <FeedTabs
            tabs={tabs}
            value={type}
            onChange={(next) => show({ type: next })}
            label={t('app.search.tabs', { q })}
          />
          <SearchResults key={`${type}:${q}`} type={type} q={q} />
        </>
      )}
    </div>
  )
}
