import { z } from 'zod'

export const LINK_PREVIEW_TITLE_MAX = 200
export const LINK_PREVIEW_DESCRIPTION_MAX = 300
export const LINK_PREVIEW_SITE_NAME_MAX = 100

/**
 * What a post's first link leads to, read by the server from the page's own metadata. Plain
 * text: show it escaped. `imageUrl` is an Agora address (the server keeps a copy), so readers'
 * browsers never contact the linked site.
 */
export const linkPreviewSchema = z
  .object({
    url: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    imageUrl: z.string().nullable(),
    siteName: z.string(),
  })
  .meta({ id: 'LinkPreview' })
export type LinkPreview = z.infer<typeof linkPreviewSchema>
