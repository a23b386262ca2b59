import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { type RunningServer, startServer } from '../../scripts/server.ts'
import { type ApiSession, bearer, signInThroughApi, useSession } from './session.ts'

type Viewport = { width: number; height: number }

export type OpenAs = (
  person: ApiSession | null,
  path?: string,
  viewport?: Viewport,
) => Promise<Page>

/**
 * The social specs run against a server of their own (the real one, fresh data dir): the
 * posts and communities they create must not show up in other specs' "empty feed" checks.
 * `openAs` gives each person a tab with its own storage, closed when the test ends.
 */
export const test = base.extend<{ openAs: OpenAs }, { socialServer: RunningServer }>({
  socialServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this
    async ({}, use) => {
      const server = await startServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ socialServer }, use) => use(socialServer.url),
  openAs: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (person, path = '/', viewport = { width: 1280, height: 900 }) => {
      const context = await browser.newContext({ baseURL, viewport })
      contexts.push(context)
      const page = await context.newPage()
      if (person) await useSession(page, person.token)
      await page.goto(path)
      await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
      return page
    })
    for (const context of contexts) await context.close()
  },
})

export { expect }

/** A new person on Agora: a fresh wallet key, signed in through the API. */
export function newPerson(request: APIRequestContext): Promise<ApiSession> {
  return signInThroughApi(request, generatePrivateKey())
}

/** Calls the API as `person`, failing the test on an error response. */
export async function apiAs<T>(
  request: APIRequestContext,
  person: ApiSession,
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, { headers: bearer(person.token), data })
  if (!response.ok()) throw new Error(`${method} ${path}: ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}

/** A real 2×2 PNG, small enough for any upload limit. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4oREARAwQCgAk7gUBXHFOFAAAAABJRU5ErkJggg==',
  'base64',
)

/** A community name no other test run has used. */
export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`
