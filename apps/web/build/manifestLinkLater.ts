import type { Plugin } from 'vite'

const MANIFEST_LINK = /<link rel="manifest"[^>]*>/

/** index.html without the manifest's link vite-plugin-pwa writes in: the page links it later. */
export function withoutManifestLink(html: string): string {
  if (!MANIFEST_LINK.test(html)) throw new Error('index.html has no manifest link to take out')
  return html.replace(MANIFEST_LINK, '')
}

/**
 * Takes the web app manifest's link out of the built index.html; `linkManifest` adds it once
 * the first content is shown (src/lib/serviceWorker/linkManifest.ts says why).
 */
export function manifestLinkLater(): Plugin {
  return {
    name: 'agora:manifest-link-later',
    apply: 'build',
    // after vite-plugin-pwa's own transform, which writes the link in (it is 'post' too: this
    // plugin comes after it in the list)
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: withoutManifestLink },
  }
}
