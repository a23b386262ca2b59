import { isGeneratedHandle, type User } from '@agora/domain'
import { readStorage, writeStorage } from '../../lib/storage.ts'

const dismissedKey = (userId: string) => `agora.welcomeDismissed.${userId}`

/**
 * The welcome step is for someone who still has the handle Agora made up and has not closed
 * the step before: on the server (any device) or, while that save is on its way, here.
 */
export function needsWelcome(user: User) {
  return (
    isGeneratedHandle(user.handle) &&
    !user.preferences.welcomeDismissed &&
    readStorage(dismissedKey(user.id)) === null
  )
}

export function rememberWelcomeDismissed(userId: string) {
  writeStorage(dismissedKey(userId), '1')
}
