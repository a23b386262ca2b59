import { Link } from 'react-router'
import { EmptyState } from '../ui/EmptyState.tsx'

export function NotFound() {
  return (
    <div className="view">
      <header className="view__header">
        <h1>Page not found</h1>
      </header>
      <EmptyState
        icon="info"
        title="There is nothing at this address"
        action={
          <Link className="button button--primary button--medium" to="/">
            Go to the feed
          </Link>
        }
      />
    </div>
  )
}
