import type { Conversation, ConversationMember, MemberRole } from '@agora/domain'
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { fetchPeerKey, type PeerKey } from '../api.ts'
import { messageKeys } from '../messageKeys.ts'
import { deleteMember, patchMemberRole, patchTitle, postGroup, postMember } from './groupApi.ts'

/**
 * Every member's published key, by lower-case address: what a message is sealed for and
 * what each sender's messages are checked against. `readers` is undefined until all came.
 */
export function useMemberKeys(members: ConversationMember[], formerSenders: string[] = []) {
  const addresses = members.flatMap((m) => (m.user.address ? [m.user.address.toLowerCase()] : []))
  // someone who wrote and then left: their messages are still checked against their key
  const everyone = [...new Set([...addresses, ...formerSenders.map((a) => a.toLowerCase())])]
  const results = useQueries({
    queries: everyone.map((address) => ({
      queryKey: messageKeys.peerKey(address),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPeerKey(address, signal),
      staleTime: 5 * 60_000,
    })),
  })
  const keys = results.flatMap((r) => (r.data ? [r.data] : []))
  const byAddress = new Map(keys.map((k) => [k.address.toLowerCase(), k.publicKey]))
  const memberKeys = keys.filter((k) => addresses.includes(k.address.toLowerCase()))
  const readers: PeerKey[] | undefined =
    memberKeys.length === addresses.length ? memberKeys : undefined
  return { byAddress, readers }
}

function useGroupMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (result: Output) => {
      const conversation = result as Conversation | undefined
      if (conversation?.id)
        queryClient.setQueryData(messageKeys.detail(conversation.id), conversation)
      void queryClient.invalidateQueries({ queryKey: messageKeys.all })
    },
  })
}

export function useCreateGroup() {
  return useGroupMutation(({ title, members }: { title: string; members: string[] }) =>
    postGroup(title, members),
  )
}

export function useAddMember() {
  return useGroupMutation(({ id, member }: { id: string; member: string }) =>
    postMember(id, member),
  )
}

export function useRemoveMember() {
  return useGroupMutation(({ id, userId }: { id: string; userId: string }) =>
    deleteMember(id, userId),
  )
}

export function useSetMemberRole() {
  return useGroupMutation(
    ({ id, userId, role }: { id: string; userId: string; role: MemberRole }) =>
      patchMemberRole(id, userId, role),
  )
}

export function useRenameGroup() {
  return useGroupMutation(({ id, title }: { id: string; title: string }) => patchTitle(id, title))
}
