// ids, addresses and hashes: anything with a digit or as long as an id
const ID_LIKE = /\d|^.{16,}$/

/**
 * The route a path belongs to, with ids replaced (`/market/3f2a…` → `/market/:id`): vitals
 * are reported per page kind, never per listing, order or person.
 */
export function routePattern(pathname: string) {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      ID_LIKE.test(segment) ? ':id' : segment.toLowerCase().replace(/[^a-z_-]/g, ''),
    )
  return `/${segments.join('/')}`.slice(0, 100)
}
