import { type Media, POST_MAX_IMAGES } from '@agora/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { imageProblem, uploadImage } from '../media/data.ts'

export interface Attachment {
  id: string
  file: File
  previewUrl: string
  status: 'uploading' | 'ready' | 'failed'
  media?: Media
  error?: string
}

/**
 * Images picked for a post: each uploads as soon as it is chosen and shows a local preview
 * meanwhile. At most four; wrong types and files over 5 MB are refused with a reason.
 */
export function useImageAttachments() {
  const [attachments, setAttachments] = useState<Attachment[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const previews = useRef(new Set<string>())

  useEffect(() => {
    const urls = previews.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
    }
  }, [])

  const change = useCallback((id: string, patch: Partial<Attachment>) => {
    setAttachments((list) => list.map((a) => (a.id === id ? { ...a, ...patch } : a)))
  }, [])

  const upload = useCallback(
    (attachment: Attachment) => {
      change(attachment.id, { status: 'uploading', error: undefined })
      uploadImage(attachment.file, newIdempotencyKey()).then(
        (media) => change(attachment.id, { status: 'ready', media }),
        (error: unknown) => change(attachment.id, { status: 'failed', error: errorMessage(error) }),
      )
    },
    [change],
  )

  const add = useCallback(
    (files: readonly File[], alreadyAttached: number) => {
      const room = POST_MAX_IMAGES - alreadyAttached
      const problems: string[] = []
      if (files.length > room) problems.push(t('composer.attach.tooMany', { max: POST_MAX_IMAGES }))
      const accepted: Attachment[] = []
      for (const file of files.slice(0, Math.max(0, room))) {
        const reason = imageProblem(file)
        if (reason) {
          problems.push(reason)
          continue
        }
        const previewUrl = URL.createObjectURL(file)
        previews.current.add(previewUrl)
        accepted.push({ id: newIdempotencyKey(), file, previewUrl, status: 'uploading' })
      }
      setProblem(problems.length ? problems.join('. ') : null)
      setAttachments((list) => [...list, ...accepted])
      for (const attachment of accepted) upload(attachment)
    },
    [upload],
  )

  const remove = useCallback((id: string) => {
    setProblem(null)
    setAttachments((list) => {
      const gone = list.find((a) => a.id === id)
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl)
        previews.current.delete(gone.previewUrl)
      }
      return list.filter((a) => a.id !== id)
    })
  }, [])

  return {
    attachments,
    problem,
    add: (files: readonly File[]) => add(files, attachments.length),
    remove,
    retry: upload,
    uploading: attachments.some((a) => a.status === 'uploading'),
    failed: attachments.some((a) => a.status === 'failed'),
    media: attachments.flatMap((a) => (a.media ? [a.media] : [])),
  }
}
