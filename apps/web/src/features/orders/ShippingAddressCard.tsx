import type { ShippingAddress } from '@agora/domain'
import { useId } from 'react'
import { t } from '../../i18n/i18n.ts'
import './ShippingAddressCard.css'

/** Where the order ships, as a label would read; the API sends it to the buyer and seller only. */
export function ShippingAddressCard({ address }: { address: ShippingAddress }) {
  const titleId = useId()
  const lines = {
    name: address.name,
    line1: address.line1,
    line2: address.line2,
    city: [address.postalCode, address.city, address.region].filter(Boolean).join(' '),
    country: address.country,
  }
  return (
    <section className="shipping-address" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipping-address__title">
        {t('orders.address.shipTo')}
      </h3>
      <address className="shipping-address__lines">
        {Object.entries(lines)
          .filter(([, line]) => line)
          .map(([key, line]) => (
            <bdi key={key}>{line}</bdi>
          ))}
      </address>
    </section>
  )
}
