import type { Conversation } from '@agora/domain'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'

export type Peer = Conversation['peer']

export function peerName(peer: Peer) {
  return displayName(peer)
}

export function PeerAvatar({ peer, size = 36 }: { peer: Peer; size?: number }) {
  return <Avatar person={peer} size={size} />
}

export function PeerLine({ peer }: { peer: Peer }) {
  return (
    <span className="peer-line">
      @{peer.handle}
      {peer.address && ` · ${shortAddress(peer.address)}`}
    </span>
  )
}
