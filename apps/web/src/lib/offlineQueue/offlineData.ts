import type { NewPoll, QuoteKind } from '@agora/domain'
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/** What was queued, as spec §3 names it: a post, comment, reaction or message and its data. */
export type QueuedAction =
  | {
      type: 'post'
      data: {
        content: string
        communityId?: string
        media?: string[]
        quote?: { kind: QuoteKind; id: string }
        poll?: NewPoll
      }
    }
  | { type: 'comment'; data: { postId: string; content: string; parentId?: string } }
  | { type: 'reaction'; data: { postId: string; type: string } }
  | { type: 'message'; data: Record<string, unknown> }

/** A queued write and what the queue knows about it. */
export type QueueRecord = {
  id: number
  /** spec §3: data, timestamp, synced (false at creation) */
  data: QueuedAction
  timestamp: number
  synced: boolean
  /** the account that wrote it: only that account sends or sees it */
  userId: string
  /** sent with every attempt, so a replay never writes twice */
  idempotencyKey: string
  /** why the server refused it; a refused write is not retried */
  error: string | null
  attempts: number
}

/** The reactions store also indexes the post (spec §3). */
export type ReactionRecord = QueueRecord & { postId: string }

/** A queued record and the store it is kept in: posts and reactions number their ids apart. */
export type QueuedWrite = QueueRecord & { store: 'posts' | 'reactions' }

interface OfflineDataSchema extends DBSchema {
  posts: { key: number; value: QueueRecord; indexes: { timestamp: number } }
  reactions: { key: number; value: ReactionRecord; indexes: { postId: string } }
  cache: {
    key: string
    value: { key: string; data: unknown; timestamp: number; expiresAt: number }
    indexes: { timestamp: number }
  }
}

export type OfflineDataDb = IDBPDatabase<OfflineDataSchema>

export const OFFLINE_DATA_VERSION = 1

/**
 * The spec §3 database `OfflineData`. Each version's changes are one step, applied in order
 * from the version a browser has: version 2 adds a `case 1:` below, never edits `case 0:`.
 */
export function openOfflineData(): Promise<OfflineDataDb> {
  return openDB<OfflineDataSchema>('OfflineData', OFFLINE_DATA_VERSION, {
    upgrade(db, oldVersion) {
      switch (oldVersion) {
        case 0: {
          db.createObjectStore('posts', { keyPath: 'id', autoIncrement: true }).createIndex(
            'timestamp',
            'timestamp',
          )
          db.createObjectStore('reactions', { keyPath: 'id', autoIncrement: true }).createIndex(
            'postId',
            'postId',
          )
          db.createObjectStore('cache', { keyPath: 'key' }).createIndex('timestamp', 'timestamp')
        }
      }
    },
  })
}
