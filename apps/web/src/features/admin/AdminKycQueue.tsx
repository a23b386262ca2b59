import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useKycQueue } from './data.ts'
import { KycReviewCard } from './KycReviewCard.tsx'

/** Identity checks waiting for a decision, oldest first. */
export function AdminKycQueue() {
  const queue = useKycQueue()
  return (
    <section className="admin-section" aria-labelledby="admin-kyc-title">
      <div className="admin-section__bar">
        <h2 id="admin-kyc-title" className="section-title">
          Verifications to review
        </h2>
        {queue.data && <span className="admin-count">{queue.data.length} waiting</span>}
      </div>
      {queue.isPending ? (
        <div className="admin-list" role="status" aria-label="Loading verifications">
          <Skeleton shape="block" height="9rem" />
          <Skeleton shape="block" height="9rem" />
        </div>
      ) : queue.isError ? (
        <FormAlert>
          Could not load the queue: {queue.error.message}{' '}
          <Button size="small" variant="outline" onClick={() => void queue.refetch()}>
            Retry
          </Button>
        </FormAlert>
      ) : queue.data.length === 0 ? (
        <EmptyState icon="checkCircle" title="Nothing to review">
          New identity checks appear here as members submit them.
        </EmptyState>
      ) : (
        <ul className="admin-list">
          {queue.data.map((item) => (
            <KycReviewCard key={item.userId} item={item} />
          ))}
        </ul>
      )}
    </section>
  )
}
