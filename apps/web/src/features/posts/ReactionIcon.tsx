import type { ReactionType } from '@agora/domain'

// drawn, not emoji: a browser without a colour-emoji font would show empty boxes
const PATHS: Record<ReactionType, string> = {
  like: 'M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8a2 2 0 0 1-2 1.7H7',
  love: 'M19.5 12.6 12 20l-7.5-7.4A5 5 0 0 1 12 6a5 5 0 0 1 7.5 6.6Z',
  fire: 'M12 22a7 7 0 0 0 7-7c0-4-2.5-6.5-4-9.5-1 2-2 3.5-3.5 4C11 7 10 4.5 10 2 6.5 5 5 9.5 5 15a7 7 0 0 0 7 7Zm0 0a3 3 0 0 0 3-3c0-2-1.5-3-2-4.5-.8 1-1.3 1.5-2.2 1.8A3 3 0 0 0 12 22Z',
  rocket:
    'M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2M9 15l-3-3a22 22 0 0 1 2-4 13 13 0 0 1 11-6c0 2.7-.8 7.5-6 11a22 22 0 0 1-4 2Zm0-3H4s.5-3 2-4c1.6-1.1 5 0 5 0m1 7v5s3-.5 4-2c1.1-1.6 0-5 0-5',
  laugh:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM7.5 13h9a4.5 4.5 0 0 1-9 0ZM8 9.5l2-1-2-1m8 2-2-1 2-1',
  sad: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm4-5.5s-1.5-2-4-2-4 2-4 2M9 9.5h.01M15 9.5h.01M16 11.5v2',
}

/** A reaction's picture (24×24 outline, current text colour); its button carries the name. */
export function ReactionIcon({ type, size = 18 }: { type: ReactionType; size?: number }) {
  return (
    <svg
      className={`reaction-icon reaction-icon--${type}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type]} />
    </svg>
  )
}
