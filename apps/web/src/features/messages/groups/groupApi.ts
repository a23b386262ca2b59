import type { Conversation, MemberRole } from '@agora/domain'
import { apiFetch } from '../../../lib/api.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../../lib/responses.ts'

export type NotAdded = { member: string; code: string; error: string }
export type CreatedGroup = Conversation & { notAdded: NotAdded[] }

const write = (method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) => ({
  method,
  ...(body === undefined ? {} : { body }),
  headers: idempotencyHeaders(newIdempotencyKey()),
})

export async function postGroup(title: string, members: string[]) {
  return (
    await apiFetch<DataResponse<CreatedGroup>>(
      '/api/conversations',
      write('POST', { kind: 'group', title, members }),
    )
  ).data
}

export async function postMember(id: string, member: string) {
  return (
    await apiFetch<DataResponse<Conversation>>(
      `/api/conversations/${id}/members`,
      write('POST', { member }),
    )
  ).data
}

export async function deleteMember(id: string, userId: string) {
  await apiFetch(`/api/conversations/${id}/members/${userId}`, write('DELETE'))
}

export async function patchMemberRole(id: string, userId: string, role: MemberRole) {
  return (
    await apiFetch<DataResponse<Conversation>>(
      `/api/conversations/${id}/members/${userId}`,
      write('PATCH', { role }),
    )
  ).data
}

export async function patchTitle(id: string, title: string) {
  return (
    await apiFetch<DataResponse<Conversation>>(
      `/api/conversations/${id}`,
      write('PATCH', { title }),
    )
  ).data
}
