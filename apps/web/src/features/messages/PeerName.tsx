import type { Conversation } from '@agora/domain'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Ltr } from '../../ui/Ltr.tsx'

export type Peer = NonNullable<Conversation['peer']>
/** A conversation between two people: it has a peer. */
export type DirectConversation = Conversation & { peer: Peer }

/** What a conversation is called: the peer's name, or a group's title. */
export function conversationName(conversation: Conversation) {
  return conversation.peer ? displayName(conversation.peer) : (conversation.title ?? '')
}

export function peerName(peer: Peer) {
  return displayName(peer)
}

export function PeerAvatar({ peer, size = 36 }: { peer: Peer; size?: number }) {
  return <Avatar user={peer} size={size} />
}

export function PeerLine({ peer }: { peer: Peer }) {
  return (
    <span className="peer-line">
      <Ltr>@{peer.handle}</Ltr>
      {peer.address && (
        <>
          {' · '}
          <Ltr>{shortAddress(peer.address)}</Ltr>
        </>
      )}
    </span>
  )
}
