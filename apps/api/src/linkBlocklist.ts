import { readFile, stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parseBlocklist } from '@agora/domain'
import type { FastifyBaseLogger } from 'fastify'

const RELOAD_CHECK_MS = 5 * 60_000

/** The list of phishing and wallet-drainer domains shipped with Agora. */
export const SHIPPED_BLOCKLIST = fileURLToPath(
  new URL('./features/linkSafety/blockedDomains.txt', import.meta.url),
)

export type LinkBlocklist = {
  /** The domains on the list now (ASCII, lower case). */
  domains(): ReadonlySet<string>
  /** Reads the file again if it changed since the last read. */
  reloadIfChanged(): Promise<void>
  close(): void
}

/**
 * The list of phishing and wallet-drainer domains, from `path` (LINK_BLOCKLIST_PATH or the
 * shipped one). A missing or unreadable file stops start-up; later, a changed file is read
 * again every few minutes, and one that cannot be read keeps the list from before.
 */
export async function loadLinkBlocklist(
  path: string,
  log: FastifyBaseLogger,
): Promise<LinkBlocklist> {
  let domains = await readList(path).catch((error: unknown) => {
    throw new Error(`The link blocklist ${path} cannot be read (LINK_BLOCKLIST_PATH): ${error}`)
  })
  let readAt = (await stat(path)).mtimeMs

  async function reloadIfChanged() {
    try {
      const changedAt = (await stat(path)).mtimeMs
      if (changedAt === readAt) return
      domains = await readList(path)
      readAt = changedAt
      log.info({ path, domains: domains.size }, 'link blocklist read again')
    } catch (err) {
      log.warn({ err, path }, 'link blocklist not read again; the list from before stays')
    }
  }

  const timer = setInterval(() => void reloadIfChanged(), RELOAD_CHECK_MS)
  timer.unref()
  return { domains: () => domains, reloadIfChanged, close: () => clearInterval(timer) }
}

async function readList(path: string) {
  return parseBlocklist(await readFile(path, 'utf8'))
}
