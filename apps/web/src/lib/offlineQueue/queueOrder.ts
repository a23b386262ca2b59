import type { QueuedWrite } from './offlineData.ts'

/** The writes `userId` queued and the server has not taken yet, oldest first: the send order. */
export function inQueueOrder(writes: QueuedWrite[], userId: string): QueuedWrite[] {
  return writes
    .filter((write) => write.userId === userId && !write.synced)
    .sort((a, b) => a.timestamp - b.timestamp)
}
