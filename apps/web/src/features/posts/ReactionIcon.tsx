import type { ReactionType } from '@agora/domain'
import { Icon, type IconName } from '../../ui/Icon.tsx'

const REACTION_ICONS: Record<ReactionType, IconName> = {
  like: 'like',
  love: 'heart',
  fire: 'fire',
  rocket: 'rocket',
  laugh: 'laugh',
  sad: 'sad',
}

/** A reaction's picture; its button carries the name. */
export function ReactionIcon({ type }: { type: ReactionType }) {
  return (
    <Icon
      name={REACTION_ICONS[type]}
      size={18}
      className={`reaction-icon reaction-icon--${type}`}
    />
  )
}
