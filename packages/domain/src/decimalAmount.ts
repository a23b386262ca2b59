import { z } from 'zod'

/** An amount in display units: digits with at most one point ("100", "2.5"). */
export const decimalAmountSchema = z
  .string()
  .regex(/^\d{1,60}(\.\d{1,36})?$/, 'DECIMAL_AMOUNT_FORMAT')
