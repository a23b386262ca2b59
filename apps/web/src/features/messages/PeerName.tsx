import type { Conversation } from '@agora/domain'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { AddressAvatar } from '../../ui/AddressAvatar.tsx'

export type Peer = Conversation['peer']

export function peerName(peer: Peer) {
  return displayName(peer)
}

export function PeerAvatar({ peer, size = 36 }: { peer: Peer; size?: number }) {
  return (
    <AddressAvatar
      address={peer.address ?? '0x000000'}
      imageUrl={peer.avatar ?? undefined}
      size={size}
    />
  )
}

export function PeerLine({ peer }: { peer: Peer }) {
  return (
    <span className="peer-line">
      @{peer.handle}
      {peer.address && ` · ${shortAddress(peer.address)}`}
    </span>
  )
}
