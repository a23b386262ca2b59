import { useEffect, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { fetchDocumentPicture } from './kycReviewData.ts'
import './KycDocumentPicture.css'

type State = { url: string } | { error: string } | null

/** One document's picture, read through the reviewer's link and shown from memory only. */
export function KycDocumentPicture({ link, alt }: { link: string | null; alt: string }) {
  const [state, setState] = useState<State>(null)

  useEffect(() => {
    if (!link) return
    const controller = new AbortController()
    let objectUrl: string | null = null
    fetchDocumentPicture(link, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob)
        setState({ url: objectUrl })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ error: error instanceof Error ? error.message : t('common.requestFailed') })
      })
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [link])

  if (!link) return <p className="kyc-picture kyc-picture--gone">{t('admin.kyc.pictureGone')}</p>
  if (state && 'url' in state) return <img className="kyc-picture" src={state.url} alt={alt} />
  if (state && 'error' in state)
    return (
      <p className="kyc-picture kyc-picture--gone" role="alert">
        {t('admin.kyc.pictureFailed', { error: state.error })}
      </p>
    )
  return <div className="kyc-picture" role="status" aria-label={t('admin.kyc.pictureLoading')} />
}
