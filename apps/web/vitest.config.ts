import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { messageCatalogues } from './build/messageCatalogues.ts'

export default defineProject({
  plugins: [react(), messageCatalogues()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
  },
})
