import type { ValueTranslation } from '../messagePatterns.ts'

/** Spanish for the English words the API puts into its messages. */

const isNumber = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? value : null)

/** For patterns whose `{n}` must be a number (so `<={n}` never reads `<` and `=5`). */
export const NUMBER = { n: isNumber }

/** An order's status, as it reads after "el pedido está" or "un pedido". */
export const ORDER_STATUS = {
  awaiting_payment: 'pendiente de pago',
  paid: 'pagado',
  shipped: 'enviado',
  completed: 'completado',
  cancelled: 'cancelado',
  expired: 'caducado',
  disputed: 'en disputa',
  refunded: 'reembolsado',
}

export const OFFER_STATUS = {
  open: 'abierta',
  countered: 'contraofertada',
  accepted: 'aceptada',
  declined: 'rechazada',
  withdrawn: 'retirada',
  expired: 'caducada',
}

/** What an order step does, as an infinitive ("no se puede …"). */
export const ORDER_STEP = {
  paid: 'pagar',
  cancelled: 'cancelar',
  shipped: 'enviar',
  delivered: 'marcar como entregado',
  disputed: 'disputar',
  resolved: 'resolver',
}

export const ORDER_PARTY = {
  buyer: 'el comprador',
  seller: 'el vendedor',
  admin: 'un administrador',
}

export const PLATFORM_ROLE = {
  user: 'usuario',
  moderator: 'moderador',
  admin: 'administrador',
  super_admin: 'superadministrador',
}

export const COMMUNITY_ROLE = { member: 'miembro', moderator: 'moderador', admin: 'administrador' }

export const KYC_TIER = { basic: 'básico', enhanced: 'ampliado', full: 'completo' }

/** A KYC requirement, as `missing.replaceAll('_', ' ')` writes it. */
export const KYC_DOCUMENT = {
  identity: 'documento de identidad',
  'proof of address': 'comprobante de domicilio',
  selfie: 'selfie',
}

/** "No such {kind}": the whole subject, so the article agrees with the noun. */
export const REPORT_TARGET = {
  post: 'Esa publicación',
  comment: 'Ese comentario',
  listing: 'Ese anuncio',
  person: 'Esa persona',
}

export const VOTING_SYSTEM = {
  'single-choice': 'de opción única',
  approval: 'por aprobación',
  'ranked-choice': 'por orden de preferencia',
  basic: 'básica',
}

export const TOKEN_KIND = {
  'ERC-20 token': 'un token ERC-20',
  'ERC-721 collection': 'una colección ERC-721',
}

/** What a mined receipt is awaited for, with its article. */
export const RECEIPT_NOUN = { transaction: 'la transacción', payment: 'el pago' }

const UNITS: Record<string, [string, string]> = {
  second: ['segundo', 'segundos'],
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['día', 'días'],
  year: ['año', 'años'],
}

/** A wait as @fastify/rate-limit words it: "1 minute", "30 seconds", "500 ms". */
export const duration: ValueTranslation = (english) => {
  const match = /^(\d+) (ms|second|minute|hour|day|year)s?$/.exec(english)
  if (!match) return null
  const [, count, unit] = match as unknown as [string, string, string]
  if (unit === 'ms') return `${count} ms`
  const [one, many] = UNITS[unit] as [string, string]
  return `${count} ${count === '1' ? one : many}`
}

/** A chain as `describeTokenGate` names it: its own name, "Local chain", or "chain 10". */
export const chain: ValueTranslation = (english) => {
  if (english === 'Local chain') return 'la cadena local'
  const unknown = /^chain (\d+)$/.exec(english)
  return unknown ? `la cadena ${unknown[1]}` : english
}

/** The type names zod's messages use; others (rare, technical) stay as they are. */
const TYPES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'un booleano',
  bigint: 'un entero grande',
  object: 'un objeto',
  array: 'una lista',
  date: 'una fecha',
  null: 'null',
  undefined: 'nada',
}
export const type: ValueTranslation = (english) => TYPES[english] ?? english

/** Units zod counts sizes in. */
export const SIZE_UNIT = {
  characters: 'caracteres',
  items: 'elementos',
  bytes: 'bytes',
  entries: 'entradas',
}

export const SIZE_UNIT_ONE = {
  characters: 'carácter',
  items: 'elemento',
  bytes: 'byte',
  entries: 'entrada',
}

/** "Invalid {format}": the whole phrase, so the adjective agrees with the noun. */
export const FORMAT = {
  input: 'Valor no válido',
  'email address': 'Dirección de correo electrónico no válida',
  URL: 'URL no válida',
  UUID: 'UUID no válido',
  'ISO datetime': 'Fecha y hora ISO no válidas',
  'ISO date': 'Fecha ISO no válida',
  'ISO time': 'Hora ISO no válida',
  'ISO duration': 'Duración ISO no válida',
  'IPv4 address': 'Dirección IPv4 no válida',
  'IPv6 address': 'Dirección IPv6 no válida',
  'base64-encoded string': 'Texto en base64 no válido',
  'base64url-encoded string': 'Texto en base64url no válido',
  'JSON string': 'Texto JSON no válido',
  emoji: 'Emoji no válido',
  JWT: 'JWT no válido',
}
