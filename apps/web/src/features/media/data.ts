import { MEDIA_MAX_BYTES, MEDIA_TYPES, type Media } from '@agora/domain'
import { useMutation } from '@tanstack/react-query'
import { t } from '../../i18n/i18n.ts'
import type { Keyed } from '../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { uploadBytes } from '../../lib/uploadBytes.ts'

export type ImageType = (typeof MEDIA_TYPES)[number]

export const isImageType = (type: string): type is ImageType =>
  (MEDIA_TYPES as readonly string[]).includes(type)

/** Why this file cannot be attached, or null when it can. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isImageType(file.type)) return t('media.notAnImage', { name: file.name })
  if (file.size > MEDIA_MAX_BYTES) return t('media.tooLarge', { name: file.name })
  return null
}

/** Uploads an image (POST /api/media). */
export async function uploadImage(file: Blob, idempotencyKey: string): Promise<Media> {
  return (await uploadBytes<DataResponse<Media>>('/api/media', file, idempotencyKey)).data
}

export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, idempotencyKey }: Keyed<{ file: File }>) =>
      uploadImage(file, idempotencyKey),
  })
}
