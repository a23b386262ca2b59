const memberFormat = new Intl.NumberFormat(undefined, { notation: 'compact' })

/** "1 member", "12 members", "1.2K members". */
export const memberCountText = (count: number) =>
  `${memberFormat.format(count)} ${count === 1 ? 'member' : 'members'}`
