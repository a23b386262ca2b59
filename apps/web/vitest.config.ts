import react from '@vitejs/plugin-react'
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config'
import { messageCatalogues } from './build/messageCatalogues.ts'
import { testFilesWithOwnModules } from './src/test/testFilesWithOwnModules.ts'

const TESTS = '{src,build}/**/*.test.{ts,tsx}'

const project = (test: TestProjectInlineConfiguration['test']) =>
  defineProject({
    root: import.meta.dirname,
    plugins: [react(), messageCatalogues()],
    test: { environment: 'happy-dom', setupFiles: ['src/test/setup.ts'], ...test },
  })

const ownModules = testFilesWithOwnModules(import.meta.dirname, TESTS)

/** The suite's two web projects: most files sharing loaded modules, the rest isolated. */
export const webProjects = [
  project({ name: 'web', include: [TESTS], exclude: ownModules, isolate: false }),
  project({ name: 'web:own-modules', include: ownModules }),
]

// run from this folder: every file isolated
export default project({ name: 'web', include: [TESTS] })
