import type { webcrypto } from 'node:crypto'
import type { SharedReads } from './cache/sharedReads.ts'
import type { ViewerReads } from './cache/viewerReads.ts'
import type { ChainClients } from './chain/clients.ts'
import type { Escrows } from './chain/escrows.ts'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import type { EventBus } from './events/eventBus.ts'
import type { LinkBlocklist } from './linkBlocklist.ts'
import type { MailTransport } from './mail/mailTransport.ts'
import type { Metrics } from './metrics/metrics.ts'
import type { PriceTable } from './priceTable.ts'
import type { SessionCache } from './sessionCache.ts'

export type Clock = { now(): Date }

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
  /** Each chain's escrow contract, where checkout holds payments until delivery. */
  escrows: Escrows
  /** Viewer-independent reads shared between requests for a moment. */
  sharedReads: SharedReads
  /** One viewer's own reads (their reactions on a page) until that viewer changes them. */
  viewerReads: ViewerReads
  /** Verified tokens and their live sessions for a moment (see `authenticateToken`). */
  sessionCache: SessionCache
  /** What changed, for caches and (soon) live sockets on every instance. */
  events: EventBus
  /** What a coin is worth in fiat: conversion and price sorting read the same table. */
  prices: PriceTable
  /** Prometheus counters and histograms, served at /metrics. */
  metrics: Metrics
  /** Outgoing e-mail (MAIL_TRANSPORT). */
  mail: MailTransport
  /** Phishing and wallet-drainer domains (LINK_BLOCKLIST_PATH) that links are checked against. */
  linkBlocklist: LinkBlocklist
  /** What signs Web Push requests (RFC 8292): the VAPID key pair and its contact. */
  vapid: { publicKey: string; privateKey: string; subject: string }
}
