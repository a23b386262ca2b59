import { cx } from './cx.ts'
import './FeedTabs.css'

export interface FeedTab<T extends string> {
  id: T
  label: string
}

/** A row of tabs for the views of one list; the chosen one is `value`. */
export function FeedTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: FeedTab<T>[]
  value: T
  onChange: (id: T) => void
  label: string
}) {
  return (
    <div className="feed-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={cx('feed-tabs__tab', tab.id === value && 'feed-tabs__tab--active')}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
