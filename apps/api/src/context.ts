import type { webcrypto } from 'node:crypto'
import type { ChainClients } from './chain/clients.ts'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'

export type Clock = { now(): Date }

/**
 * Viewer-independent reads shared between requests for a moment; `http/sharedReads.ts`
 * makes them. @NOTE Declared here so context.ts imports nothing from http/ (http/ imports
 * context.ts); http/sharedReads.ts may take this type instead of repeating it.
 */
export type SharedReads = {
  read<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>
  invalidate(): void
}

export const systemClock: Clock = { now: () => new Date() }

/** Everything a feature needs, handed to its routes and services in one place. */
export type AppContext = {
  config: Config
  database: Database
  db: Db
  clock: Clock
  /** Key for signing session tokens (HMAC SHA-256). */
  jwtKey: webcrypto.CryptoKey
  chains: ChainClients
  /** Viewer-independent reads shared between requests for a moment. */
  sharedReads: SharedReads
}
