import { LISTING_MAX_IMAGES } from '@agora/domain'
import { type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { t } from '../../../i18n/i18n.ts'
import { newIdempotencyKey } from '../../../lib/idempotencyKey.ts'
import { Button } from '../../../ui/Button.tsx'
import { cx } from '../../../ui/cx.ts'
import { Icon } from '../../../ui/Icon.tsx'
import { imageProblem, useUploadImage } from '../../media/data.ts'
import './ListingImages.css'

export type ListingImage = { id: string; url: string }

type Props = {
  images: ListingImage[]
  onChange: (update: (current: ListingImage[]) => ListingImage[]) => void
  onUploadingChange?: (uploading: boolean) => void
}

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif'

/**
 * Up to eight pictures: dropped on the zone, or chosen by click or keyboard; previewed in
 * order (the first is the cover), each movable and removable.
 */
export function ListingImages({ images, onChange, onUploadingChange }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadImage()
  const [dragging, setDragging] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const room = LISTING_MAX_IMAGES - images.length
  const full = room <= 0

  useEffect(() => onUploadingChange?.(upload.isPending), [upload.isPending, onUploadingChange])

  const add = async (files: File[]) => {
    const found: string[] = []
    if (files.length > room)
      found.push(
        t('listings.images.tooMany', { max: LISTING_MAX_IMAGES, count: files.length - room }),
      )
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = imageProblem(file)
      if (problem) {
        found.push(problem)
        continue
      }
      try {
        const media = await upload.mutateAsync({ file, idempotencyKey: newIdempotencyKey() })
        onChange((current) => [...current, { id: media.id, url: media.url }])
      } catch {
        found.push(t('listings.images.uploadFailed', { name: file.name }))
      }
    }
    setProblems(found)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!full) void add(Array.from(event.dataTransfer.files))
  }

  const move = (from: number, to: number) =>
    onChange((current) => {
      const next = [...current]
      const [moved] = next.splice(from, 1)
      if (moved) next.splice(to, 0, moved)
      return next
    })

  return (
    <fieldset className="field listing-images">
      <legend className="field__label">
        {t('listings.images.legend', { count: images.length, max: LISTING_MAX_IMAGES })}
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; its keyboard twin is the button inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button inside is the keyboard way in */}
      <div
        className={cx('drop-zone', dragging && 'drop-zone--active', full && 'drop-zone--full')}
        onDragOver={(event) => {
          event.preventDefault()
          if (!full) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={(event) => {
          if (event.target === event.currentTarget && !full) input.current?.click()
        }}
      >
        <Icon name="sparkles" size={22} />
        <p className="drop-zone__text">
          {full
            ? t('listings.images.full', { max: LISTING_MAX_IMAGES })
            : t('listings.images.drop')}
        </p>
        {!full && (
          <Button
            variant="outline"
            size="small"
            disabled={upload.isPending}
            aria-describedby={`${id}-hint`}
            onClick={() => input.current?.click()}
          >
            {t('listings.images.choose')}
          </Button>
        )}
        <span id={`${id}-hint`} className="field__hint">
          {t('listings.images.hint')}
        </span>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={t('listings.images.add')}
          onChange={(event) => {
            void add(Array.from(event.target.files ?? []))
            event.target.value = ''
          }}
        />
      </div>
      {upload.isPending && (
        <span className="field__hint" role="status">
          {t('listings.images.uploading')}
        </span>
      )}
      {problems.map((problem) => (
        <span key={problem} className="field__error" role="alert">
          {problem}
        </span>
      ))}
      {images.length > 0 && (
        <ol className="listing-images__list" aria-label={t('listings.images.chosen')}>
          {images.map((image, index) => (
            <li key={image.id} className="listing-images__item">
              <img src={image.url} alt="" />
              {index === 0 && (
                <span className="listing-images__cover">{t('listings.images.cover')}</span>
              )}
              <div className="listing-images__actions">
                <button
                  type="button"
                  className="listing-images__action"
                  aria-label={t('listings.images.moveLeft', { number: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <Icon name="chevronLeft" size={16} />
                </button>
                <button
                  type="button"
                  className="listing-images__action"
                  aria-label={t('listings.images.remove', { number: index + 1 })}
                  onClick={() =>
                    onChange((current) => current.filter((entry) => entry.id !== image.id))
                  }
                >
                  <Icon name="x" size={16} />
                </button>
                <button
                  type="button"
                  className="listing-images__action"
                  aria-label={t('listings.images.moveRight', { number: index + 1 })}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <Icon name="chevronRight" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  )
}
