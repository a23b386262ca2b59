import { LINK_PREVIEW_SITE_NAME_MAX, MEDIA_TYPES } from '@agora/domain'
import { sniffImageType } from '../media/sniffImageType.ts'
import { createHeadReader, plainText } from './pageMetadata.ts'
import { bareHost } from './publicAddress.ts'
import { RefusedFetch, safeFetch } from './safeFetch.ts'

export const PAGE_TIMEOUT_MS = 3_000
export const PAGE_MAX_BYTES = 1024 * 1024
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml'])
const IMAGE_TYPES: ReadonlySet<string> = new Set(MEDIA_TYPES)

export type FetchedPreview = {
  title: string
  description: string | null
  siteName: string
  image: { contentType: string; bytes: Buffer } | null
}

/**
 * Reads a link's page (HTML only, its <head> only) and its image, each within its own
 * PAGE_TIMEOUT_MS. Throws when the page cannot be read or says nothing to show; a page whose
 * image cannot be read still gets a preview, without the image.
 */
export async function fetchLinkPreview(
  link: string,
  allowHosts: ReadonlySet<string>,
  options: { stop: AbortSignal; onImageRefused: (reason: unknown) => void },
): Promise<FetchedPreview> {
  const url = new URL(link)
  const decoder = new TextDecoder()
  let head: ReturnType<typeof createHeadReader> | null = null
  const page = await safeFetch(url, {
    allowHosts,
    accepts: (type) => HTML_TYPES.has(type),
    maxBytes: PAGE_MAX_BYTES,
    signal: AbortSignal.any([options.stop, AbortSignal.timeout(PAGE_TIMEOUT_MS)]),
    onChunk: (chunk) => {
      head ??= createHeadReader(url)
      return head.write(decoder.decode(chunk, { stream: true }))
    },
  })
  // relative addresses in the page are relative to where the redirects ended
  const reader = createHeadReader(page.url)
  reader.write(decoder.decode(page.body))
  const metadata = reader.result()
  if (!metadata.title) throw new RefusedFetch('the page has no title')
  let image: FetchedPreview['image'] = null
  if (metadata.imageUrl) {
    try {
      image = await fetchImage(new URL(metadata.imageUrl), allowHosts, options.stop)
    } catch (reason) {
      options.onImageRefused(reason)
    }
  }
  return {
    title: metadata.title,
    description: metadata.description,
    siteName: metadata.siteName ?? plainText(bareHost(page.url), LINK_PREVIEW_SITE_NAME_MAX) ?? '',
    image,
  }
}

async function fetchImage(url: URL, allowHosts: ReadonlySet<string>, stop: AbortSignal) {
  const response = await safeFetch(url, {
    allowHosts,
    accepts: (type) => IMAGE_TYPES.has(type),
    maxBytes: IMAGE_MAX_BYTES,
    signal: AbortSignal.any([stop, AbortSignal.timeout(PAGE_TIMEOUT_MS)]),
  })
  // the bytes decide, not the header: an SVG or HTML page calling itself image/png is refused
  const contentType = sniffImageType(response.body)
  if (!contentType) throw new RefusedFetch('the image is not a PNG, JPEG, WebP or GIF')
  return { contentType, bytes: response.body }
}
