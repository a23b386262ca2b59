import { defineProject } from 'vitest/config'

export default defineProject({
  // rules without state of their own: files can share loaded modules
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false },
})
