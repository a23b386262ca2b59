import { LISTING_MAX_IMAGES } from '@agora/domain'
import { type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { cx } from '../../ui/cx.ts'
import { Icon } from '../../ui/Icon.tsx'
import { imageProblem, useUploadImage } from '../media/data.ts'
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
      found.push(`Only ${LISTING_MAX_IMAGES} images fit: ${files.length - room} left out`)
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
        found.push(`${file.name} could not be uploaded`)
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
        Images ({images.length}/{LISTING_MAX_IMAGES})
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
            ? `All ${LISTING_MAX_IMAGES} images added. Remove one to add another.`
            : 'Drag pictures here, or'}
        </p>
        {!full && (
          <Button
            variant="outline"
            size="small"
            disabled={upload.isPending}
            aria-describedby={`${id}-hint`}
            onClick={() => input.current?.click()}
          >
            Choose images
          </Button>
        )}
        <span id={`${id}-hint`} className="field__hint">
          PNG, JPEG, WebP or GIF, up to 5 MB each. The first picture is the cover.
        </span>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label="Add images"
          onChange={(event) => {
            void add(Array.from(event.target.files ?? []))
            event.target.value = ''
          }}
        />
      </div>
      {upload.isPending && (
        <span className="field__hint" role="status">
          Uploading…
        </span>
      )}
      {problems.map((problem) => (
        <span key={problem} className="field__error" role="alert">
          {problem}
        </span>
      ))}
      {images.length > 0 && (
        <ol className="listing-images__list" aria-label="Chosen images">
          {images.map((image, index) => (
            <li key={image.id} className="listing-images__item">
              <img src={image.url} alt="" />
              {index === 0 && <span className="listing-images__cover">Cover</span>}
              <div className="listing-images__actions">
                <button
                  type="button"
                  className="listing-images__action"
                  aria-label={`Move image ${index + 1} left`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <Icon name="chevronLeft" size={16} />
                </button>
                <button
                  type="button"
                  className="listing-images__action"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() =>
                    onChange((current) => current.filter((entry) => entry.id !== image.id))
                  }
                >
                  <Icon name="x" size={16} />
                </button>
                <button
                  type="button"
                  className="listing-images__action"
                  aria-label={`Move image ${index + 1} right`}
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
