import { Link, useNavigate, useParams } from 'react-router'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { describePaymentError } from '../../lib/paymentErrors.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { TrustBadge } from '../../ui/TrustBadge.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useWagmiConfig } from '../wallet/useWagmiConfig.ts'
import { useListing } from './data.ts'
import { ListingForm } from './ListingForm.tsx'
import { useCertifyListing, useCreateListing, useUpdateListing } from './mutations.ts'
import { RequestApproval } from './RequestApproval.tsx'
import '../../ui/fields.css'
import './Listings.css'

/** /sell/listings/new and /sell/listings/:listingId/edit. */
export function ListingEditorPage() {
  const { listingId } = useParams()
  return (
    <RequireSession title={listingId ? 'Edit listing' : 'New listing'}>
      <div className="view">
        <header className="view__header">
          <Link to="/sell/listings" className="back-link">
            ← My listings
          </Link>
          <h1>{listingId ? 'Edit listing' : 'New listing'}</h1>
        </header>
        {listingId ? <EditListing id={listingId} /> : <NewListing />}
      </div>
    </RequireSession>
  )
}

function NewListing() {
  const create = useCreateListing()
  const navigate = useNavigate()
  return (
    <ListingForm
      pending={create.isPending}
      error={create.isError ? errorMessage(create.error) : null}
      onSubmit={(draft) =>
        create.mutate(keyed(draft), {
          onSuccess: (listing) =>
            navigate(`/sell/listings/${listing.id}/edit`, { state: { created: true } }),
        })
      }
    />
  )
}

function EditListing({ id }: { id: string }) {
  const listing = useListing(id)
  const update = useUpdateListing(id)
  const certify = useCertifyListing(useWagmiConfig())
  if (listing.isPending) return <p role="status">Loading…</p>
  if (listing.isError) return <p className="field__error">{errorMessage(listing.error)}</p>
  const certified = listing.data.trustBadges.includes('onChainCertified')
  return (
    <>
      <GlassCard padding="medium" className="order-card">
        <h2>On-chain certificate</h2>
        <TrustBadge badges={listing.data.trustBadges} />
        <p className="order-card__meta">
          Sign the listing’s content with your wallet (EIP-712). Anyone can check the signature; the
          listing shows “On-Chain Certified”.
        </p>
        <div className="order-actions__row">
          <Button
            icon="link"
            disabled={certify.isPending}
            onClick={() =>
              certify.mutate({ listing: listing.data, idempotencyKey: newIdempotencyKey() })
            }
          >
            {certified ? 'Certify again' : 'Certify on-chain'}
          </Button>
          <Link className="button button--outline button--medium" to={`/market/${id}`}>
            View listing
          </Link>
        </div>
        {certify.isError && (
          <p className="field__error" role="alert">
            {describePaymentError(certify.error, false).message}
          </p>
        )}
      </GlassCard>
      <RequestApproval listing={listing.data} />
      <ListingForm
        key={listing.data.id}
        listing={listing.data}
        pending={update.isPending}
        error={update.isError ? errorMessage(update.error) : null}
        onSubmit={(draft) => update.mutate(draft)}
      />
      {update.isSuccess && <p role="status">Listing saved.</p>}
    </>
  )
}
