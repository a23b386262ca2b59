import { Link, useNavigate, useParams } from 'react-router'
import { t } from '../../../i18n/i18n.ts'
import { errorMessage } from '../../../lib/errorMessage.ts'
import { keyed } from '../../../lib/idempotencyKey.ts'
import { RequireSession } from '../../auth/RequireSession.tsx'
import { CertifyListing } from '../CertifyListing.tsx'
import { useListing } from '../data.ts'
import { useCreateListing, useUpdateListing } from '../mutations.ts'
import { ListingForm } from './ListingForm.tsx'
import { RequestApproval } from './RequestApproval.tsx'
import '../../../ui/fields.css'
import '../Listings.css'

/** /sell/listings/new and /sell/listings/:listingId/edit. */
export function ListingEditorPage() {
  const { listingId } = useParams()
  const title = listingId ? t('listings.editor.edit') : t('listings.editor.new')
  return (
    <RequireSession title={title}>
      <div className="view">
        <header className="view__header">
          <Link to="/sell/listings" className="back-link">
            <span className="back-arrow">←</span> {t('listings.editor.backToMine')}
          </Link>
          <h1>{title}</h1>
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
  if (listing.isPending) return <p role="status">{t('common.loading')}</p>
  if (listing.isError) return <p className="field__error">{errorMessage(listing.error)}</p>
  return (
    <>
      <p>
        <Link className="button button--outline button--medium" to={`/market/${id}`}>
          {t('listings.editor.view')}
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
      {update.isSuccess && <p role="status">{t('listings.editor.saved')}</p>}
    </>
  )
}
