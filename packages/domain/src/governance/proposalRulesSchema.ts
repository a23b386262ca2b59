import { z } from 'zod'
import { decimalAmountSchema } from '../decimalAmount.ts'
import { PROPOSAL_RULE_MAX_HOURS } from './proposalRules.ts'
import { PROPOSAL_CREATORS } from './rules.ts'

export const proposalRuleSchema = z
  .object({
    /** The least quorum a proposal of this kind may ask for, in display units. */
    quorum: decimalAmountSchema,
    /** Percent of the power cast the winning choice needs (66: two thirds); null: most wins. */
    threshold: z.number().int().min(1).max(100).nullable(),
    minHours: z.number().int().min(1).max(PROPOSAL_RULE_MAX_HOURS),
    maxHours: z.number().int().min(1).max(PROPOSAL_RULE_MAX_HOURS),
    creators: z.enum(PROPOSAL_CREATORS),
  })
  .strict()
  .refine((rule) => rule.minHours <= rule.maxHours, {
    message: 'RULE_HOURS_INVERTED',
    path: ['minHours'],
  })
  .meta({ id: 'ProposalRule' })

/** Rules per kind; a kind left out keeps the plain behaviour. */
export const proposalRulesSchema = z
  .object({
    general: proposalRuleSchema,
    'listing-approval': proposalRuleSchema,
    'dispute-settlement': proposalRuleSchema,
  })
  .partial()
  .strict()
  .meta({ id: 'ProposalRules' })

/** A settings change: a kind given replaces its rule, a kind set to null drops it. */
export const proposalRulesUpdateSchema = z
  .object({
    general: proposalRuleSchema.nullable(),
    'listing-approval': proposalRuleSchema.nullable(),
    'dispute-settlement': proposalRuleSchema.nullable(),
  })
  .partial()
  .strict()
