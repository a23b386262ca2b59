import type { APIRequestContext } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { type ApiSession, bearer, signInThroughApi } from './session.ts'

export { expect, type OpenAs, test } from './fixtures.ts'

/** A new user of Agora: a fresh wallet key, signed in through the API. */
export function newUser(request: APIRequestContext): Promise<ApiSession> {
  return signInThroughApi(request, generatePrivateKey())
}

/** Calls the API as `user`, failing the test on an error response. */
export async function apiAs<T>(
  request: APIRequestContext,
  user: ApiSession,
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, { headers: bearer(user.token), data })
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
