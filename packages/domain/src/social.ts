import { z } from 'zod'
import { announcedProposalSchema } from './announcedProposal.ts'
import { displayNameSchema, handleSchema } from './auth.ts'
import { linkPreviewSchema } from './linkPreviews.ts'
import { newPollSchema, pollSchema } from './polls.ts'
import { proposalRulesSchema, proposalRulesUpdateSchema } from './proposalRules.ts'
import { PROPOSAL_CREATORS } from './rules/governance.ts'
import { CURRENCIES } from './rules/marketplace.ts'
import { normalizeTag, TAG_PATTERN } from './rules/postText.ts'
import {
  COMMENT_MAX_LENGTH,
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_NAME_MAX,
  COMMUNITY_NAME_MIN,
  COMMUNITY_ROLES,
  COMMUNITY_RULE_MAX,
  COMMUNITY_RULES_MAX,
  FEED_PAGE_DEFAULT,
  FEED_PAGE_MAX,
  FEED_SCOPES,
  FEED_SORTS,
  LISTING_APPROVAL_HOURS_MAX,
  LISTING_APPROVAL_QUORUM_MAX,
  MEDIA_TYPES,
  POST_MAX_IMAGES,
  POST_MAX_LENGTH,
  QUOTE_KINDS,
  REACTION_TYPES,
} from './rules/social.ts'
import { hasBidiControls } from './rules/text.ts'

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
  .max(POST_MAX_LENGTH, `must be at most ${POST_MAX_LENGTH} characters`)
  .refine((text) => text.trim().length > 0, 'must not be empty')

export const createPostSchema = z.object({
  content: postContent,
  communityId: z.string().optional(),
  media: z.array(z.uuid()).max(POST_MAX_IMAGES, `at most ${POST_MAX_IMAGES} images`).optional(),
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
  .max(COMMENT_MAX_LENGTH, `must be at most ${COMMENT_MAX_LENGTH} characters`)
  .refine((text) => text.trim().length > 0, 'must not be empty')
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

/** What a token-gated community asks of a joining wallet, as its admin sets it. */
export const tokenGateInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('erc20'),
    chainId: z.number().int(),
    token: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'),
    /** In display units ("100", "2.5"): the token's decimals are read from the chain. */
    minimum: z.string().regex(/^\d{1,60}(\.\d{1,36})?$/, 'must be a decimal like 100 or 2.5'),
  }),
  z.object({
    kind: z.literal('erc721'),
    chainId: z.number().int(),
    token: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'),
    /** How many of the collection's tokens; default 1. */
    minimum: z
      .string()
      .regex(/^\d{1,10}$/, 'must be a whole number')
      .default('1'),
  }),
])
export type TokenGateInput = z.input<typeof tokenGateInputSchema>

export const tokenGateSchema = z
  .object({
    kind: z.enum(['erc20', 'erc721']),
    chainId: z.number().int(),
    token: z.string(),
    symbol: z.string().nullable(),
    decimals: z.number().int(),
    /** In the token's base units. */
    minBalance: z.string(),
    /** The same, in display units. */
    minimum: z.string(),
  })
  .meta({ id: 'TokenGate' })
export type TokenGate = z.infer<typeof tokenGateSchema>

export const listingApprovalSettingsSchema = z.object({
  /** Votes (one member, one vote) a listing approval needs cast. */
  quorum: z.number().int().min(1).max(LISTING_APPROVAL_QUORUM_MAX),
  votingHours: z.number().int().min(1).max(LISTING_APPROVAL_HOURS_MAX),
})

export const communitySettingsSchema = z
  .object({
    proposalCreators: z.enum(PROPOSAL_CREATORS),
    listingApproval: listingApprovalSettingsSchema,
    proposalRules: proposalRulesUpdateSchema,
    gate: tokenGateInputSchema.nullable(),
    /** A chat whose members are the community's members; off deletes it and its messages. */
    chat: z.boolean(),
  })
  .partial()
  .strict()
export type CommunitySettingsInput = z.input<typeof communitySettingsSchema>

export const communitySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    rules: z.array(z.string()),
    avatar: z.string().nullable(),
    memberCount: z.number().int(),
    createdAt: z.string(),
    /** The viewer's role in it, or null when not a member (or anonymous). */
    viewerRole: z.enum(COMMUNITY_ROLES).nullable(),
    /** Who may open proposals. */
    proposalCreators: z.enum(PROPOSAL_CREATORS),
    /** How listing approvals are voted (one member, one vote). */
    listingApproval: listingApprovalSettingsSchema,
    /** What each kind of proposal must meet; a kind left out keeps the plain behaviour. */
    proposalRules: proposalRulesSchema,
    /** A token a wallet must hold to join, checked on-chain at join; null when open. */
    gate: tokenGateSchema.nullable(),
  })
  .meta({ id: 'Community' })
export type Community = z.infer<typeof communitySchema>

export const createCommunitySchema = z.object({
  name: z
    .string()
    .trim()
    .min(COMMUNITY_NAME_MIN, `must be at least ${COMMUNITY_NAME_MIN} characters`)
    .max(COMMUNITY_NAME_MAX, `must be at most ${COMMUNITY_NAME_MAX} characters`)
    .regex(/[\p{L}\p{N}]/u, 'must contain a letter or digit')
    .refine((name) => !hasBidiControls(name), 'must not contain text-direction control characters'),
  description: z.string().trim().min(1, 'must not be empty').max(COMMUNITY_DESCRIPTION_MAX),
  rules: z
    .array(z.string().trim().min(1).max(COMMUNITY_RULE_MAX))
    .max(COMMUNITY_RULES_MAX)
    .optional(),
  avatar: z.string().max(500).optional(),
})

export const memberSchema = z.object({
  user: authorSchema,
  role: z.enum(COMMUNITY_ROLES),
  joinedAt: z.string(),
})
export type Member = z.infer<typeof memberSchema>

export const profileSchema = z
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
  .meta({ id: 'Profile' })
export type Profile = z.infer<typeof profileSchema>

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
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.eth$/, 'must be an ENS name like name.eth')
      .nullable(),
  })
  .partial()
  .strict()

export const feedQuerySchema = z.object({
  scope: z.enum(FEED_SCOPES).default('all'),
  communityId: z.string().optional(),
  /** Only posts carrying this #hashtag (without the #), in any scope. */
  tag: z
    .string()
    .regex(TAG_PATTERN, 'must be a hashtag: a letter, then letters, digits or _')
    .transform(normalizeTag)
    .optional(),
  /** Only posts by this person (@handle, wallet address or user id): their page. */
  author: z.string().min(1).max(64).optional(),
  /** Only posts with pictures: a person page's Media tab. */
  media: z.stringbool().optional(),
  sort: z.enum(FEED_SORTS).default('latest'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_DEFAULT),
})
export type FeedQuery = z.infer<typeof feedQuerySchema>
