export const MANIFEST_FILENAME = 'manifest.webmanifest'

/**
 * Links the web app manifest. It is not in index.html (`build/manifestLinkLater.ts` takes it
 * out): with the link there, Chromium fetches the manifest and its icon as the page starts,
 * on the network the first paint needs. Installing the app can wait for the first content.
 */
export function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = `/${MANIFEST_FILENAME}`
  document.head.append(link)
}
