import { type RunningServer, type StartServerOptions, startServer } from '../../scripts/server.ts'

/** Set by globalSetup for the workers: the prebuilt server and the migrated data dir. */
export const SERVER_BUNDLE_ENV = 'AGORA_E2E_SERVER_BUNDLE'
export const DATA_IMAGE_ENV = 'AGORA_E2E_DATA_IMAGE'

/**
 * A real server for a test: the bundle globalSetup built (no TypeScript compiled on start),
 * on a copy of the database globalSetup migrated (no initdb, no migrations).
 */
export function startTestServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const bundle = process.env[SERVER_BUNDLE_ENV]
  const image = process.env[DATA_IMAGE_ENV]
  if (!bundle || !image) throw new Error('globalSetup prepares the test server: is it running?')
  return startServer({
    bundle,
    image,
    ...options,
    env: {
      // @NOTE every test browser shares 127.0.0.1: the default 600 requests a minute per client
      // (static files included) is one person's budget, not a whole parallel suite's
      RATE_LIMIT_PER_MINUTE: '20000',
      // linkPreviews.spec's pages are served on loopback, which previews refuse otherwise
      LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1',
      ...options.env,
    },
  })
}
