import type { Listing } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { describePaymentError } from '../../lib/paymentErrors.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { TrustBadge } from '../../ui/TrustBadge.tsx'
import { useWagmiConfig } from '../wallet/useWagmiConfig.ts'
import { useCertifyListing } from './mutations.ts'

/**
 * The seller's way to certify a listing, said in plain words (the signature is EIP-712).
 * `showBadges` where the page does not show the listing's badges already.
 */
export function CertifyListing({ listing, showBadges }: { listing: Listing; showBadges: boolean }) {
  const certify = useCertifyListing(useWagmiConfig())
  const certified = listing.trustBadges.includes('onChainCertified')
  return (
    <GlassCard padding="medium" className="order-card">
      <h2>{certified ? t('listings.certify.titleDone') : t('listings.certify.title')}</h2>
      {showBadges && <TrustBadge badges={listing.trustBadges} />}
      <p className="order-card__meta">{t('listings.certify.explain')}</p>
      <div className="order-actions__row">
        <Button
          icon="link"
          disabled={certify.isPending}
          onClick={() => certify.mutate({ listing, idempotencyKey: newIdempotencyKey() })}
        >
          {certified ? t('listings.certify.again') : t('listings.certify.submit')}
        </Button>
      </div>
      {certify.isError && (
        <p className="field__error" role="alert">
          {describePaymentError(certify.error, false).message}
        </p>
      )}
    </GlassCard>
  )
}
