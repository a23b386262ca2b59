export const DISPLAY_NAME_MAX_LENGTH = 50

/** What a wallet's first sign-in names its account: `user_` and the address's start (spec: User). */
export function generatedHandle(address: string, length = 6) {
  return `user_${address.toLowerCase().slice(0, length)}`
}

/** Still the handle Agora made up, so the person has not chosen one yet. */
export function isGeneratedHandle(handle: string) {
  return /^user_0x[0-9a-f]+$/.test(handle)
}
