import type { CSSProperties } from 'react'
import './Avatar.css'

/** What an avatar needs to know about a user; every API shape of a user fits. */
export type AvatarUser = {
  id?: string | null
  address?: string | null
  handle: string
  displayName?: string | null
  avatar?: string | null
}

/**
 * A user's round picture: the one they uploaded, else a disc coloured from their wallet
 * (or account) with the first letter of their name. The same user looks the same everywhere.
 * Decorative by default (the name stands beside it); give `label` when it stands alone.
 */
export function Avatar({
  user,
  size = 36,
  label,
}: {
  user: AvatarUser
  size?: number
  label?: string
}) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  if (user.avatar) {
    return <img className="avatar" src={user.avatar} alt={label ?? ''} width={size} height={size} />
  }
  const hue = hueOf(avatarSeed(user))
  const style: CSSProperties = {
    width: size,
    height: size,
    fontSize: Math.round(size * 0.44),
    background: `linear-gradient(135deg, hsl(${hue} 70% 52%), hsl(${(hue + 60) % 360} 70% 40%))`,
  }
  // the letter is drawn by CSS, not text: a button's visible label stays its name alone
  return (
    <span
      className="avatar avatar--generated"
      style={style}
      data-letter={avatarLetter(user)}
      {...named}
    />
  )
}

/** The wallet when it is known (so the wallet button agrees with posts), else the account. */
export function avatarSeed(user: AvatarUser) {
  return user.address?.toLowerCase() ?? user.id ?? user.handle
}

/** The first letter or digit of the name; a generated handle (user_0x5bfa) gives its first hex digit. */
export function avatarLetter(user: AvatarUser) {
  const letter = /[\p{L}\p{N}]/u
  const first =
    user.displayName?.match(letter)?.[0] ??
    user.handle.replace(/^user_0x/i, '').match(letter)?.[0] ??
    '?'
  return first.toLocaleUpperCase()
}

function hueOf(seed: string) {
  let hash = 0
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return hash % 360
}
