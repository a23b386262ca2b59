import { z } from 'zod'
import { addressSchema } from '../governance/schemas.ts'
import { authorSchema, communityRefSchema } from '../social/schemas.ts'
import { DELEGATE_STATEMENT_MAX } from './rules.ts'

/** A delegation exactly as its delegator signed it (EIP-712 `Delegation`). */
export const delegationMessageSchema = z
  .object({
    from: addressSchema,
    community: z.string().min(1).max(100),
    delegate: addressSchema,
    timestamp: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .strict()

export const setDelegationSchema = z
  .object({
    message: delegationMessageSchema,
    signature: z.string().regex(/^0x([0-9a-fA-F]{2}){1,20000}$/, 'SIGNATURE_HEX_FORMAT'),
  })
  .strict()

/** The viewer's delegation in a community; `delegate` is null when they keep their voice. */
export const delegationSchema = z
  .object({
    communityId: z.string(),
    delegate: authorSchema.nullable(),
    /** What was signed, to re-verify with `delegationTypedData`; null when never signed. */
    message: z
      .object({
        from: z.string(),
        community: z.string(),
        delegate: z.string(),
        timestamp: z.number().int(),
      })
      .nullable(),
    signature: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'Delegation' })
export type Delegation = z.infer<typeof delegationSchema>

export const delegateSchema = z
  .object({
    delegate: authorSchema,
    /** Markdown; empty when the delegate wrote none. */
    statement: z.string(),
    /** Members who delegate to them now. */
    delegators: z.number().int(),
    /** Their voice with their delegators': one member one vote, so 1 + delegators. */
    power: z.number().int(),
  })
  .meta({ id: 'Delegate' })
export type Delegate = z.infer<typeof delegateSchema>

export const delegateStatementSchema = z
  .object({ statement: z.string().trim().max(DELEGATE_STATEMENT_MAX) })
  .strict()

export const delegateStatementResponseSchema = z.object({
  communityId: z.string(),
  statement: z.string(),
  updatedAt: z.string(),
})

/** A person's delegate statement in one community, as their page shows it. */
export const userDelegateStatementSchema = z
  .object({
    community: communityRefSchema,
    /** Markdown, never empty here. */
    statement: z.string(),
    /** Members who delegate to them there now. */
    delegators: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'UserDelegateStatement' })
export type UserDelegateStatement = z.infer<typeof userDelegateStatementSchema>
