import type { Quote } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { formatAmount } from '../../lib/money.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { postHref } from './postHref.ts'
import './QuoteCard.css'
import { Ltr } from '../../ui/Ltr.tsx'

const hrefOf = (quote: Quote) =>
  quote.kind === 'post'
    ? postHref(quote.id, quote.preview?.community?.id)
    : quote.kind === 'proposal'
      ? `/proposals/${quote.id}`
      : `/market/${quote.id}`

/**
 * What a post quotes, as a card linking to it; once gone, a note that it is unavailable, and
 * for someone the viewer blocked or muted, a note saying so instead of their words.
 */
export function QuoteCard({ quote }: { quote: Quote }) {
  const { preview } = quote
  if (!preview)
    return (
      <p className="quote-card quote-card--gone">
        {quote.hiddenBecause
          ? t('posts.quote.hidden', { reason: quote.hiddenBecause })
          : t('posts.quote.unavailable', { kind: quote.kind })}
      </p>
    )
  const kindLine =
    quote.kind === 'proposal'
      ? t('posts.quote.proposalIn', { community: preview.community?.name ?? '' })
      : quote.kind === 'listing'
        ? t('posts.quote.listing')
        : null
  return (
    <Link className="quote-card" to={hrefOf(quote)} data-quote-kind={quote.kind}>
      <span className="quote-card__meta">
        {preview.author && <Avatar user={preview.author} size={20} />}
        {preview.author && <bdi className="quote-card__author">{displayName(preview.author)}</bdi>}
        {kindLine && <span>{kindLine}</span>}
      </span>
      {preview.title && <strong className="quote-card__title">{preview.title}</strong>}
      {preview.text && <span className="quote-card__text">{preview.text}</span>}
      {preview.price && (
        <Ltr as="span" className="quote-card__price">
          {formatAmount(preview.price.amount, preview.price.currency, 18)}
        </Ltr>
      )}
      {preview.imageUrl && (
        <img className="quote-card__image" src={preview.imageUrl} alt="" loading="lazy" />
      )}
    </Link>
  )
}
