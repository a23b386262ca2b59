import { type FormEvent, useEffect, useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { t } from '../i18n/i18n.ts'
import { Icon } from '../ui/Icon.tsx'
import './HeaderSearch.css'

const searchHref = (q: string) => `/search?${new URLSearchParams({ q })}`

/** Where a key press types text: "/" there is a slash, not a jump to search. */
function typesText(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * The header's search: a field on wide screens ("/" anywhere jumps to it, as on most sites
 * with one), a button to the search page on phones.
 */
export function HeaderSearch() {
  const navigate = useNavigate()
  const field = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || typesText(event.target)) return
      if (!field.current?.offsetParent) return // hidden on phones
      event.preventDefault()
      field.current.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const search = (event: FormEvent) => {
    event.preventDefault()
    const q = field.current?.value.trim() ?? ''
    if (q) navigate(searchHref(q))
  }

  return (
    <search className="header-search">
      <form className="header-search__form" onSubmit={search}>
        <Icon name="search" size={18} />
        <input
          ref={field}
          type="search"
          name="q"
          className="header-search__field"
          aria-label={t('app.search.label')}
          placeholder={t('app.search.placeholder')}
          aria-keyshortcuts="/"
          autoComplete="off"
        />
        <Link
          className="icon-button header-search__open"
          to="/search"
          aria-label={t('app.search.label')}
        >
          <Icon name="search" size={20} />
        </Link>
      </form>
    </search>
  )
}
