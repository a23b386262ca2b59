import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
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
          {t('admin.kyc.title')}
        </h2>
        {queue.data && (
          <span className="admin-count">
            {t('admin.kyc.waiting', { count: queue.data.length })}
          </span>
        )}
      </div>
      {queue.isPending ? (
        <div className="admin-list" role="status" aria-label={t('admin.kyc.loading')}>
          <Skeleton shape="block" height="9rem" />
          <Skeleton shape="block" height="9rem" />
        </div>
      ) : queue.isError ? (
        <FormAlert>
          {t('admin.kyc.loadError', { error: errorMessage(queue.error) })}{' '}
          <Button size="small" variant="outline" onClick={() => void queue.refetch()}>
            {t('common.retry')}
          </Button>
        </FormAlert>
      ) : queue.data.length === 0 ? (
        <EmptyState icon="checkCircle" title={t('admin.kyc.emptyTitle')}>
          {t('admin.kyc.empty')}
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
