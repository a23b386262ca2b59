import { z } from 'zod'
import { displayNameSchema, handleSchema } from '../auth.ts'
import { announcedProposalSchema } from '../governance/announcedProposalSchema.ts'
import { linkPreviewSchema } from '../linkPreviews.ts'
import { CURRENCIES } from '../marketplace/rules.ts'
import { newPollSchema, pollSchema } from '../polls/schemas.ts'
import { normalizeTag, TAG_PATTERN } from './postText.ts'
import {
  COMMENT_MAX_LENGTH,
  FEED_PAGE_DEFAULT,
  FEED_PAGE_MAX,
  FEED_SCOPES,
  FEED_SORTS,
  MEDIA_TYPES,
  POST_MAX_IMAGES,
  POST_MAX_LENGTH,
  QUOTE_KINDS,
  REACTION_TYPES,
} from './rules.ts'

export const authorSchema = z.object({
  id: z.string(),
  address: z.string().nullable(),
  handle: z.string(),
  /** Chosen by the person; null until they choose one (show the @handle then). */
  displayName: z.string().nullable(),
  ens: z.string().nullable(),
  avatar: z.string().nullable(),
})
export type Author = z.infer<typeof authorSchema>

export const mediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(MEDIA_TYPES),
})
export type Media = z.infer<typeof mediaSchema>

/** Enough of a community to link to it by name; a community's name and slug never change. */
export const communityRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() })
export type CommunityRef = z.infer<typeof communityRefSchema>

/**
 * What a post quotes, as a card: enough to show and link it. `preview` is null when the item
 * was deleted or removed by moderators (shown as unavailable, never with its old text), and
 * when the viewer and its author blocked or muted one another (`hiddenBecause`).
 */
export const quoteSchema = z
  .object({
    kind: z.enum(QUOTE_KINDS),
    id: z.string(),
    preview: z
      .object({
        /** The post's author, the proposal's author, the listing's seller. */
        author: authorSchema.nullable(),
        /** A proposal's or a listing's title; null for a post. */
        title: z.string().nullable(),
        /** The start of the post's text, the proposal's body or the listing's description. */
        text: z.string(),
        imageUrl: z.string().nullable(),
        community: communityRefSchema.nullable(),
        /** A listing's price, exact, in display units. */
        price: z.object({ amount: z.string(), currency: z.enum(CURRENCIES) }).nullable(),
        createdAt: z.string(),
      })
      .nullable(),
    /**
     * Why the preview is null for this viewer though the item is there: they blocked or muted
     * its author (shown as a placeholder saying so). Absent otherwise, also when its author
     * blocked the viewer (then it reads as unavailable).
     */
    hiddenBecause: z.enum(['blocked', 'muted']).optional(),
  })
  .meta({ id: 'Quote' })
export type Quote = z.infer<typeof quoteSchema>

export const postSchema = z
  .object({
    id: z.string(),
    author: authorSchema,
    content: z.string(),
    communityId: z.string().nullable(),
    /** The community it was posted in, so a feed names it without a read per community. */
    community: communityRefSchema.nullable(),
    media: z.array(mediaSchema),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    pinned: z.boolean(),
    commentCount: z.number().int(),
    repostCount: z.number().int(),
    /** Whether the viewer reposted it; false for anyone signed out. */
    viewerReposted: z.boolean(),
    /** In the following feed, the person you follow who reposted it (absent for their own posts). */
    repostedBy: authorSchema.optional(),
    quote: quoteSchema.nullable(),
    reactions: z.partialRecord(z.enum(REACTION_TYPES), z.number().int()),
    viewerReactions: z.array(z.enum(REACTION_TYPES)),
    /** Whether the viewer bookmarked it; false for anyone signed out. */
    viewerBookmarked: z.boolean(),
    /** Engagement in the last 24 hours, present in the trending feed. */
    trendingScore: z.number().optional(),
    /** Hidden by moderators: a stub without its content or media. */
    removedByModerators: z.boolean().optional(),
    /** Its first link's page, fetched after the post is written (null until then, or none). */
    linkPreview: linkPreviewSchema.nullable(),
    /** Null for a post without a poll. */
    poll: pollSchema.nullable(),
    /** Present on the post that announces a proposal in its community's feed. */
    proposal: announcedProposalSchema.optional(),
  })
  .meta({ id: 'Post' })
export type Post = z.infer<typeof postSchema>

// .max() rather than a refine, so the limit shows in the OpenAPI document
const postContent = z
  .string()
  .max(POST_MAX_LENGTH)
  .refine((text) => text.trim().length > 0, 'TEXT_BLANK')

export const createPostSchema = z.object({
  content: postContent,
  communityId: z.string().optional(),
  // a refine carries the limit into the message; .meta keeps it in the OpenAPI document
  media: z
    .array(z.uuid())
    .refine((ids) => ids.length <= POST_MAX_IMAGES, {
      message: 'TOO_MANY_IMAGES',
      params: { max: POST_MAX_IMAGES },
    })
    .meta({ maxItems: POST_MAX_IMAGES })
    .optional(),
  /** Quote a post, a proposal or a listing: the post shows it as a card. */
  quote: z.object({ kind: z.enum(QUOTE_KINDS), id: z.uuid() }).optional(),
  poll: newPollSchema.optional(),
})
export const updatePostSchema = z.object({ content: postContent })

export const commentSchema = z
  .object({
    id: z.string(),
    postId: z.string(),
    parentId: z.string().nullable(),
    author: authorSchema,
    content: z.string(),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    /** Hidden by moderators: a stub without its content, kept so replies stay in place. */
    removedByModerators: z.boolean().optional(),
  })
  .meta({ id: 'Comment' })
export type Comment = z.infer<typeof commentSchema>

/** A comment shown away from its thread (a person's replies), with the post it answers. */
export const commentWithPostSchema = commentSchema
  .extend({
    post: z.object({
      id: z.string(),
      communityId: z.string().nullable(),
      author: authorSchema,
      content: z.string(),
    }),
  })
  .meta({ id: 'CommentWithPost' })
export type CommentWithPost = z.infer<typeof commentWithPostSchema>

const commentContent = z
  .string()
  .max(COMMENT_MAX_LENGTH)
  .refine((text) => text.trim().length > 0, 'TEXT_BLANK')
export const createCommentSchema = z.object({
  content: commentContent,
  parentId: z.uuid().optional(),
})
export const updateCommentSchema = z.object({ content: commentContent })

export const repostResultSchema = z
  .object({ reposted: z.boolean(), repostCount: z.number().int() })
  .meta({ id: 'RepostResult' })
export type RepostResult = z.infer<typeof repostResultSchema>

export const reactionRequestSchema = z.object({ type: z.enum(REACTION_TYPES) })

export const publicUserSchema = z
  .object({
    id: z.string(),
    address: z.string().nullable(),
    handle: z.string(),
    displayName: z.string().nullable(),
    ens: z.string().nullable(),
    bio: z.string().nullable(),
    avatar: z.string().nullable(),
    /** null when the person hides their activity from this viewer */
    counts: z
      .object({
        followers: z.number().int(),
        following: z.number().int(),
        posts: z.number().int(),
      })
      .nullable(),
    viewerFollows: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'PublicUser' })
export type PublicUser = z.infer<typeof publicUserSchema>

/** The longest bio a person may write, in characters. */
export const BIO_MAX_LENGTH = 300

export const updateProfileSchema = z
  .object({
    /** The same rule as registration; unique across accounts. */
    handle: handleSchema,
    displayName: displayNameSchema.nullable(),
    bio: z.string().trim().max(BIO_MAX_LENGTH).nullable(),
    avatar: z.string().max(500).nullable(),
    ens: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.eth$/, 'ENS_NAME_FORMAT')
      .nullable(),
  })
  .partial()
  .strict()

export const feedQuerySchema = z.object({
  scope: z.enum(FEED_SCOPES).default('all'),
  communityId: z.string().optional(),
  /** Only posts carrying this #hashtag (without the #), in any scope. */
  tag: z.string().regex(TAG_PATTERN, 'HASHTAG_FORMAT').transform(normalizeTag).optional(),
  /** Only posts by this person (@handle, wallet address or user id): their page. */
  author: z.string().min(1).max(64).optional(),
  /** Only posts with pictures: a person page's Media tab. */
  media: z.stringbool().optional(),
  sort: z.enum(FEED_SORTS).default('latest'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_DEFAULT),
})
export type FeedQuery = z.infer<typeof feedQuerySchema>
