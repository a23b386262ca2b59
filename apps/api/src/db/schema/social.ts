import {
  COMMUNITY_ROLES,
  MEDIA_TYPES,
  PROPOSAL_CREATORS,
  type ProposalRules,
  QUOTE_KINDS,
  REACTION_TYPES,
  type TokenGate,
} from '@agora/domain'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

export const media = pgTable('media', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  ownerId: userRef('owner_id'),
  contentType: text('content_type', { enum: MEDIA_TYPES }).notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
})

export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    avatar: text('avatar'),
    memberCount: integer('member_count').notNull().default(0),
    proposalCreators: text('proposal_creators', { enum: PROPOSAL_CREATORS })
      .notNull()
      .default('admins'),
    /** One member, one vote: how many votes a listing approval needs, and how long it runs. */
    listingApproval: jsonb('listing_approval')
      .$type<{ quorum: number; votingHours: number }>()
      .notNull()
      .default({ quorum: 1, votingHours: 72 }),
    /** What each kind of proposal must meet; a kind left out keeps the plain behaviour. */
    proposalRules: jsonb('proposal_rules').$type<ProposalRules>().notNull().default({}),
    /** A token a joining wallet must hold; null when anyone may join. */
    gate: jsonb('gate').$type<TokenGate>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('communities_name_lower_idx').on(sql`lower(${t.name})`),
    index('communities_popular_idx').on(t.memberCount, t.id),
  ],
)

export const communityMembers = pgTable(
  'community_members',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    role: text('role', { enum: COMMUNITY_ROLES }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    index('community_members_user_idx').on(t.userId),
    index('community_members_joined_idx').on(t.communityId, t.joinedAt, t.userId),
  ],
)

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    authorId: userRef('author_id'),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    mediaIds: uuid('media_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The #hashtags of its content, normalised (`hashtagsIn`), for the tag feed. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    pinned: boolean('pinned').notNull().default(false),
    commentCount: integer('comment_count').notNull().default(0),
    /** Kept exact by updating it in the repost's transaction. */
    repostCount: integer('repost_count').notNull().default(0),
    /** The post, proposal or listing this post quotes; no foreign key, as it may be any of three. */
    quoteKind: text('quote_kind', { enum: QUOTE_KINDS }),
    quoteId: uuid('quote_id'),
    /**
     * The proposal this post announces in its community's feed (written when it opens). Its
     * foreign key (on delete cascade: the card goes with the proposal) is added in the
     * migration's own SQL, as the proposals table's file imports this one.
     */
    proposalId: uuid('proposal_id'),
    /** Count per reaction type, kept exact by updating it in the reaction's transaction. */
    reactionCounts: jsonb('reaction_counts').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Hidden by moderators: out of feeds, a "removed by moderators" stub where linked. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    // keyset paging, newest first: plain ascending indexes scanned backwards. (`.desc()` here
    // would mean DESC NULLS LAST, which no `order by … desc` can use.)
    index('posts_latest_idx').on(t.createdAt, t.id),
    index('posts_community_latest_idx').on(t.communityId, t.createdAt, t.id),
    index('posts_author_latest_idx').on(t.authorId, t.createdAt, t.id),
    index('posts_tags_idx').using('gin', t.tags),
    // search: the post's words (`search_vector`, below), its 'simple' configuration: any
    // language, unstemmed
    index('posts_search_idx').using('gin', sql`search_vector`),
    // a proposal is announced once
    uniqueIndex('posts_proposal_idx').on(t.proposalId).where(sql`${t.proposalId} is not null`),
    check('posts_quote_whole', sql`(${t.quoteKind} is null) = (${t.quoteId} is null)`),
  ],
)

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_thread_idx').on(t.postId, t.createdAt, t.id),
    // a person's replies, newest first
    index('comments_author_idx').on(t.authorId, t.createdAt, t.id),
    index('comments_recent_idx').on(t.createdAt),
  ],
)

export const reactions = pgTable(
  'reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    type: text('type', { enum: REACTION_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.type] }),
    index('reactions_recent_idx').on(t.createdAt),
  ],
)

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
  ],
)
