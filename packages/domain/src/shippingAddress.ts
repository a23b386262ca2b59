import { z } from 'zod'
import { BIDI_CONTROLS } from './rules/text.ts'

/** One line of an address: trimmed, single-line, without characters that reorder a label. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\r\n\t]/.test(value), 'must be on one line')
    .refine((value) => !BIDI_CONTROLS.test(value), 'must not contain text-direction controls')

const required = (max: number) => line(max).pipe(z.string().min(1, 'is required'))

/**
 * Where a physical item is shipped. Only the buyer, the seller and an admin handling a
 * dispute ever see it; the server keeps it out of public responses and logs.
 */
export const shippingAddressSchema = z
  .object({
    name: required(100),
    line1: required(200),
    line2: line(200).default(''),
    city: required(100),
    region: line(100).default(''),
    postalCode: line(20).default(''),
    country: line(60).pipe(z.string().min(2, 'is required')),
  })
  .strict()
  .meta({ id: 'ShippingAddress' })
export type ShippingAddress = z.infer<typeof shippingAddressSchema>
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>
export const SHIPPING_ADDRESS_FIELDS = Object.keys(shippingAddressSchema.shape) as Array<
  keyof ShippingAddress
>
