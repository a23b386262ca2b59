import { readFile } from 'node:fs/promises'
import { hostFlag, parseBlocklist, WELL_KNOWN_CRYPTO_SITES } from '@agora/domain'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { loadLinkBlocklist } from './linkBlocklist.ts'

const silent = { info() {}, warn() {} } as unknown as FastifyBaseLogger

describe('the shipped link blocklist', () => {
  it('is the default list: ASCII domains, none of them a real crypto site', async () => {
    const file = loadConfig({}).linkBlocklistPath
    const domains = parseBlocklist(await readFile(file, 'utf8'))
    expect(domains.size).toBeGreaterThan(90)
    for (const domain of domains) expect(domain).toMatch(/^[a-z0-9.-]+$/)
    for (const site of WELL_KNOWN_CRYPTO_SITES) expect(hostFlag(site, domains)).toBeNull()
    expect(hostFlag('www.myetherwallet.com.ru', domains)).toMatchObject({ reason: 'blocked' })
  })

  it('stops start-up with a clear reason when its file cannot be read', async () => {
    await expect(loadLinkBlocklist('/nowhere/blocklist.txt', silent)).rejects.toThrow(
      'The link blocklist /nowhere/blocklist.txt cannot be read (LINK_BLOCKLIST_PATH)',
    )
  })
})
