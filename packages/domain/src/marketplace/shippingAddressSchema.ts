import { z } from 'zod'
import { BIDI_CONTROLS } from '../rules/text.ts'

/** One line of an address: trimmed, single-line, without characters that reorder a label. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[\r\n\t]/.test(value), 'SHIPPING_LINE_BREAK')
    .refine((value) => !BIDI_CONTROLS.test(value), 'SHIPPING_TEXT_DIRECTION')

const required = (max: number) => line(max).pipe(z.string().min(1, 'FIELD_REQUIRED'))

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
    country: line(60).pipe(z.string().min(2, 'FIELD_REQUIRED')),
  })
  .strict()
  .meta({ id: 'ShippingAddress' })
export type ShippingAddress = z.infer<typeof shippingAddressSchema>
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>
export const SHIPPING_ADDRESS_FIELDS = Object.keys(shippingAddressSchema.shape) as Array<
  keyof ShippingAddress
>
