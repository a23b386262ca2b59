import { z } from 'zod'
import { conversationSchema, MEMBER_ROLES, SEALED_READERS_MAX } from './schemas.ts'

/** The most people in a group, its creator included: every message is sealed for each. */
export const GROUP_MAX_MEMBERS = SEALED_READERS_MAX
/** A group starts with its creator and at least this many others. */
export const GROUP_MIN_OTHERS = 2
export const GROUP_TITLE_MAX_LENGTH = 80

/** A wallet address or a @handle. */
const userRef = z.string().trim().min(1).max(64)
const groupTitle = z.string().trim().min(1).max(GROUP_TITLE_MAX_LENGTH)

export const createGroupSchema = z
  .object({
    kind: z.literal('group'),
    title: groupTitle,
    /** The others: the creator joins as the group's admin. */
    members: z
      .array(userRef)
      .min(GROUP_MIN_OTHERS)
      .max(GROUP_MAX_MEMBERS - 1),
  })
  .strict()

export type CreateGroup = z.infer<typeof createGroupSchema>

export const addMemberSchema = z.object({ member: userRef }).strict()
export const renameConversationSchema = z.object({ title: groupTitle }).strict()
export const setMemberRoleSchema = z.object({ role: z.enum(MEMBER_ROLES) }).strict()

/**
 * Someone named when creating a group who was not added, and why: an error code, its values,
 * and its text in the request's language.
 */
export const notAddedSchema = z.object({
  member: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  error: z.string(),
})

export const createdGroupSchema = conversationSchema.extend({
  /** Those named who were not added: they do not accept messages from the creator, or have no key. */
  notAdded: z.array(notAddedSchema),
})
