import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  BadRequestError,
  MEDIA_MAX_BYTES,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '@agora/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { media } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { mediaUrl } from '../../presenters/media.ts'
import { sniffImageType } from './sniffImageType.ts'

const MEGABYTE = 1024 * 1024

function mediaDir(ctx: AppContext) {
  return path.join(ctx.config.dataDir, 'media')
}

export async function storeImage(ctx: AppContext, viewer: Viewer, bytes: Buffer) {
  if (bytes.length === 0) throw new BadRequestError('MEDIA_EMPTY')
  if (bytes.length > MEDIA_MAX_BYTES)
    throw new PayloadTooLargeError('MEDIA_TOO_LARGE', { megabytes: MEDIA_MAX_BYTES / MEGABYTE })
  const contentType = sniffImageType(bytes)
  if (!contentType) throw new UnsupportedMediaTypeError('MEDIA_TYPE_UNSUPPORTED')

  const id = crypto.randomUUID()
  const dir = mediaDir(ctx)
  await mkdir(dir, { recursive: true })
  // written under a temporary name first, so a crash never leaves half a file under a real id
  const temporary = path.join(dir, `${id}.part`)
  await writeFile(temporary, bytes)
  await rename(temporary, path.join(dir, id))
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  await ctx.db
    .insert(media)
    .values({ id, ownerId: viewer.userId, contentType, size: bytes.length, sha256 })
  return { id, url: mediaUrl(id), contentType }
}

export async function readImage(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(media).where(eq(media.id, id))
  if (!row) throw new NotFoundError('MEDIA_NOT_FOUND')
  return { contentType: row.contentType, bytes: await readFile(path.join(mediaDir(ctx), row.id)) }
}

/** The given media ids, deduplicated, when every one was uploaded by `ownerId`; 400 otherwise. */
export async function ownedMediaIds(ctx: AppContext, ownerId: string, ids: string[]) {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const owned = await ctx.db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, unique), eq(media.ownerId, ownerId)))
  if (owned.length !== unique.length) throw new BadRequestError('MEDIA_INVALID')
  return unique
}
