import type { Poll, Post } from '@agora/domain'
import { expect } from 'vitest'
import type { SignedInUser } from './social/users.ts'
import type { TestApp } from './testApp.ts'

export const teaOrCoffee = { choices: ['Tea', 'Coffee', 'Both'], durationHours: 24 }

/** A post by `author` with the tea-or-coffee poll, unless `extra` says otherwise. */
export async function pollPost(author: SignedInUser, extra: Record<string, unknown> = {}) {
  const res = await author.call('POST', '/api/posts', {
    content: 'Morning question',
    poll: teaOrCoffee,
    ...extra,
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as Post
}

export const vote = (user: SignedInUser, postId: string, choice: number) =>
  user.call('POST', `/api/posts/${postId}/poll`, { choice })

/** The post's poll as `user` reads it (signed out when null). */
export async function pollSeenBy(
  app: TestApp,
  user: SignedInUser | null,
  postId: string,
): Promise<Poll | null> {
  const res = user
    ? await user.call('GET', `/api/posts/${postId}`)
    : await app.inject({ method: 'GET', url: `/api/posts/${postId}` })
  expect(res.statusCode).toBe(200)
  return res.json().data.poll
}
