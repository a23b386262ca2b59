/** Who answers "what is this address called?": the spec's provider, or ENS and Basenames. */
export type NameResolver = {
  /** For log lines: which resolver is down. */
  source: string
  /**
   * The address's name, null when it has none; throws when the resolver cannot answer.
   * `stop` ends the look-up early where the resolver can (shutdown).
   */
  resolve(address: `0x${string}`, stop?: AbortSignal): Promise<string | null>
}

/** A resolver that did not answer: it is down, slow, or answered something unreadable. */
export class NameResolverUnavailable extends Error {
  override name = 'NameResolverUnavailable'
}

// a name is shown to people: nothing invisible, nothing that spans lines, nothing huge
const PLAUSIBLE_NAME = /^[^\s\p{C}]{1,255}$/u

/** A name as given, or null when it is empty or could not be a name. */
export function plausibleName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? ''
  return PLAUSIBLE_NAME.test(trimmed) ? trimmed : null
}
