import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildServer } from '../../scripts/buildServer.ts'
import { startServer, webBuildIndex } from '../../scripts/server.ts'
import { DATA_IMAGE_ENV, SERVER_BUNDLE_ENV } from './testServer.ts'

/**
 * Builds the server once and migrates one database, which every test server starts from a
 * copy of; the returned function is Playwright's teardown.
 */
export default async function globalSetup() {
  if (!existsSync(webBuildIndex)) throw new Error('No web build: run "npm run build" first')
  const bundle = await buildServer()
  const image = await mkdtemp(path.join(tmpdir(), 'agora-e2e-image-'))
  // a first start migrates the empty database; the copies then start without migrating
  const server = await startServer({ bundle, dataDir: image, serveWeb: false })
  await server.stop()
  // each server makes its own signing key
  await rm(path.join(image, 'jwt-secret'), { force: true })
  // the workers inherit these
  process.env[SERVER_BUNDLE_ENV] = bundle
  process.env[DATA_IMAGE_ENV] = image
  return () => rm(image, { recursive: true, force: true })
}
