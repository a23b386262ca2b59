/** What a request to the network came to within the network timeout. */
export type NetworkOutcome =
  | { kind: 'answered'; response: Response }
  | { kind: 'failed' }
  | { kind: 'timed-out' }

/**
 * Waits for `answer` at most `seconds` (spec §9's network-first timeout). A timeout stops the
 * wait, not the request: the caller may still use or store its late answer.
 */
export async function networkWithin(
  answer: Promise<Response>,
  seconds: number,
): Promise<NetworkOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<NetworkOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timed-out' }), seconds * 1000)
  })
  try {
    return await Promise.race([
      answer.then(
        (response): NetworkOutcome => ({ kind: 'answered', response }),
        (): NetworkOutcome => ({ kind: 'failed' }),
      ),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}
