import type { Listing } from '@agora/domain'
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
      <h2>{certified ? 'Certified by you' : 'Certify your listing'}</h2>
      {showBadges && <TrustBadge badges={listing.trustBadges} />}
      <p className="order-card__meta">
        Your wallet signs what this listing says: its title, description, price and category. Anyone
        can check that signature, so buyers can see the listing really comes from you and has not
        been changed since. It is free: a signature, not a transaction. The listing then shows
        “On-Chain Certified”; if you edit it later, certify it again.
      </p>
      <div className="order-actions__row">
        <Button
          icon="link"
          disabled={certify.isPending}
          onClick={() => certify.mutate({ listing, idempotencyKey: newIdempotencyKey() })}
        >
          {certified ? 'Certify again' : 'Certify on-chain'}
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
