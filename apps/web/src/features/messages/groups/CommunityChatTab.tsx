import { type Community, hasCommunityRole } from '@agora/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { t } from '../../../i18n/i18n.ts'
import { ApiError, apiFetch } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/errorMessage.ts'
import type { DataResponse } from '../../../lib/responses.ts'
import { Button } from '../../../ui/Button.tsx'
import { FormAlert } from '../../../ui/FormAlert.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import type { CreatedGroup } from './groupApi.ts'
import './CommunityChat.css'

const chatKey = (communityId: string) => ['conversations', 'community', communityId] as const

/** A community's Chat tab: the way into its chat, or, for its admins, turning it on. */
export function CommunityChatTab({ community }: { community: Community }) {
  const queryClient = useQueryClient()
  const chat = useQuery({
    queryKey: chatKey(community.id),
    queryFn: ({ signal }) =>
      apiFetch<DataResponse<CreatedGroup>>(`/api/communities/${community.id}/chat`, { signal }),
    retry: false,
  })
  const turnOn = useMutation({
    mutationFn: () =>
      apiFetch(`/api/communities/${community.id}/settings`, {
        method: 'PATCH',
        body: { chat: true },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKey(community.id) }),
  })
  if (chat.isPending) return <Skeleton shape="block" height="4rem" />
  if (chat.data)
    return (
      <div className="community-chat">
        <p>{t('groups.community.members', { count: chat.data.data.members.length })}</p>
        <Link
          className="button button--primary button--medium"
          to={`/messages/${chat.data.data.id}`}
        >
          {t('groups.community.open')}
        </Link>
      </div>
    )
  const off = chat.error instanceof ApiError && chat.error.status === 404
  return (
    <div className="community-chat">
      <p>{off ? t('groups.community.off') : errorMessage(chat.error)}</p>
      {off && hasCommunityRole(community.viewerRole, 'admin') && (
        <Button onClick={() => turnOn.mutate()} disabled={turnOn.isPending}>
          {t('groups.community.turnOn')}
        </Button>
      )}
      {turnOn.isError && <FormAlert>{errorMessage(turnOn.error)}</FormAlert>}
    </div>
  )
}
