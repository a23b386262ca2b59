import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { runOfflineQueue } from '../../lib/offlineQueue/offlineQueueRunner.ts'
import {
  discard,
  flushQueue,
  onQueueChange,
  onWriteSent,
  type QueuedWrite,
  queuedWrites,
} from '../../lib/offlineQueue/queue.ts'
import { showSentWrite } from './showSentWrite.ts'

/** The signed-in account's offline queue, kept flushing while mounted. */
export function useQueuedWrites(userId: string) {
  const [writes, setWrites] = useState<QueuedWrite[]>([])
  const queryClient = useQueryClient()
  useEffect(
    () => onWriteSent((write, response) => showSentWrite(queryClient, write, response)),
    [queryClient],
  )

  useEffect(() => {
    let current = true
    const read = () =>
      void queuedWrites(userId).then((next) => {
        if (current) setWrites(next)
      })
    read()
    const unsubscribe = onQueueChange(read)
    const stop = runOfflineQueue(() => flushQueue(userId))
    return () => {
      current = false
      unsubscribe()
      stop()
    }
  }, [userId])

  return {
    writes,
    retry: useCallback((write: QueuedWrite) => void flushQueue(userId, write), [userId]),
    discard: useCallback((write: QueuedWrite) => void discard(write), []),
  }
}
