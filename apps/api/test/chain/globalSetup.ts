import type { TestProject } from 'vitest/node'
import { startLocalChain } from './localChain.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    localRpcUrl: string
  }
}

/** One local chain for the whole API suite. */
export default async function setup(project: TestProject) {
  const chain = await startLocalChain()
  project.provide('localRpcUrl', chain.url)
  return () => chain.stop()
}
