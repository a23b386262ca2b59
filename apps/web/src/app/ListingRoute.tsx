import { ListingPage } from '../features/marketplace/ListingPage.tsx'
import { SellerCard } from '../features/sellers/SellerCard.tsx'

/** A listing's page with its seller's card: the two features meet here, not in each other. */
export function ListingRoute() {
  return <ListingPage sellerCard={(sellerAddress) => <SellerCard address={sellerAddress} />} />
}
