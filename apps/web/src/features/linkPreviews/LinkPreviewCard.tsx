import type { LinkPreview } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { SafeLink } from '../../ui/SafeLink.tsx'
import './LinkPreviewCard.css'

/**
 * A post's link as a card: the page's image (a copy Agora keeps), site name, title and
 * description, all plain text. The whole card is the link, named by what it shows. It fills the
 * `.link-preview-slot` box its placeholder held, so nothing moves when it loads. A link flagged
 * since its preview was made opens the warning page first (SafeLink).
 */
export function LinkPreviewCard({ preview }: { preview: LinkPreview }) {
  return (
    <SafeLink
      className="link-preview-slot link-preview"
      href={preview.url}
      rel="noopener noreferrer nofollow ugc"
    >
      {preview.imageUrl && (
        <img className="link-preview__image" src={preview.imageUrl} alt="" decoding="async" />
      )}
      <span className="link-preview__text">
        <span className="link-preview__site">{preview.siteName}</span>
        <span className="link-preview__title">{preview.title}</span>
        {preview.description && (
          <span className="link-preview__description">{preview.description}</span>
        )}
        <span className="visually-hidden"> {t('linkPreviews.card.newTab')}</span>
      </span>
    </SafeLink>
  )
}
