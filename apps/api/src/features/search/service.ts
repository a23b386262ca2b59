import type { Audience, SearchQuery } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import { withoutHiddenAuthors, withoutHiddenUsers } from '../blocks/hideFromViewer.ts'
import { listCommunities } from '../communities/service.ts'
import { searchListings } from '../marketplace/search.ts'
import { searchPosts } from './posts.ts'
import { searchTags } from './tags.ts'
import { searchUsers } from './users.ts'

/** One kind of result for `q`, a page at a time, in the shapes the API uses for each. */
export function search(ctx: AppContext, query: SearchQuery, viewer: Audience) {
  const viewerId = viewer?.userId ?? null
  switch (query.type) {
    case 'people':
      return searchUsers(ctx, query.q, query.cursor, viewer).then((page) =>
        withoutHiddenAuthors(ctx, viewer, page),
      )
    case 'posts':
      return searchPosts(ctx, query.q, query.cursor, viewer).then((page) =>
        withoutHiddenUsers(ctx, viewer, page),
      )
    case 'tags':
      return searchTags(ctx, query.q)
    case 'communities':
      return listCommunities(ctx, viewerId, { q: query.q, cursor: query.cursor })
    case 'listings':
      return searchListings(ctx, viewerId, { q: query.q, cursor: query.cursor, limit: 24 })
  }
}
