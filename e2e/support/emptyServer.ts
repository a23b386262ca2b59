import type { Page } from '@playwright/test'
import { test as base } from './fixtures.ts'

/** Checks that wait for the empty feed run on a database no other spec writes to. */
export const test = base.extend({ baseURL: async ({ emptyServer }, use) => use(emptyServer.url) })

/** The empty feed's content, there once the 1500 ms skeleton is over. */
export const feedReady = (page: Page) => page.getByRole('heading', { name: 'No posts yet' })
