import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Says, in a test file's leading comment, that it reads a module's first state. */
export const OWN_MODULES_MARK = '@own-modules'

/**
 * The web test files that need modules of their own: those that replace a module (`vi.mock`
 * cannot replace one that an earlier file already loaded) and those marked `@own-modules`
 * (they read a module's state before anything used it). The others share loaded modules and
 * one DOM per worker, which runs them in a quarter of the time.
 */
export function testFilesWithOwnModules(root: string, pattern: string): string[] {
  return globSync(pattern, { cwd: root }).filter((file) => {
    const text = readFileSync(join(root, file), 'utf8')
    return text.includes('vi.mock(') || text.includes(OWN_MODULES_MARK)
  })
}
