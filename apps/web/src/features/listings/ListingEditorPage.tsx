import { Link, useNavigate, useParams } from 'react-router'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { RequireSession } from '../auth/RequireSession.tsx'
import { CertifyListing } from './CertifyListing.tsx'
import { useListing } from './data.ts'
import { ListingForm } from './ListingForm.tsx'
import { useCreateListing, useUpdateListing } from './mutations.ts'
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
          // the seller sees what buyers see, with "Listing published" on top
          onSuccess: (listing) => navigate(`/market/${listing.id}`, { state: { published: true } }),
        })
      }
    />
  )
}

function EditListing({ id }: { id: string }) {
  const listing = useListing(id)
  const update = useUpdateListing(id)
  if (listing.isPending) return <p role="status">Loading…</p>
  if (listing.isError) return <p className="field__error">{errorMessage(listing.error)}</p>
  return (
    <>
      <p>
        <Link className="button button--outline button--medium" to={`/market/${id}`}>
          View listing
        </Link>
      </p>
      <CertifyListing listing={listing.data} showBadges />
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
