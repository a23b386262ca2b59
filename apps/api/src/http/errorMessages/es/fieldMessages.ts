import { type MessagePattern, pattern } from '../messagePatterns.ts'
import { NUMBER } from './vocabulary.ts'

/** Spanish for the field messages the domain's schemas and rules give (`details.fields`). */
export const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'is required': 'es obligatorio',
  'must not be empty': 'no puede estar vacío',
  'must be on one line': 'debe estar en una sola línea',
  'must be at least 1': 'debe ser al menos 1',
  'must be in the future': 'debe ser una fecha futura',
  'must not contain U+0000': 'no puede contener U+0000',
  'must not contain text-direction control characters':
    'no puede contener caracteres de control de dirección del texto',
  'must not contain text-direction controls': 'no puede contener controles de dirección del texto',
  'must contain a letter or digit': 'debe contener una letra o un dígito',
  'must be 3–30 characters of a–z, 0–9 and _': 'debe tener de 3 a 30 caracteres entre a–z, 0–9 y _',
  'must be a hashtag: a letter, then letters, digits or _':
    'debe ser un hashtag: una letra y después letras, dígitos o _',
  'must be a hex colour like #3b82f6': 'debe ser un color hexadecimal como #3b82f6',
  'must be a two-letter country code': 'debe ser un código de país de dos letras',
  'must be an ENS name like name.eth': 'debe ser un nombre ENS como name.eth',
  'must be a whole number': 'debe ser un número entero',
  'must be a whole number (digits)': 'debe ser un número entero (solo dígitos)',
  'must be a decimal like 12.5': 'debe ser un decimal como 12.5',
  'must be a decimal like 100 or 2.5': 'debe ser un decimal como 100 o 2.5',
  'must be a decimal number like 100 or 2.5': 'debe ser un número decimal como 100 o 2.5',
  'must be a decimal number above 0, like 12.5 (digits and one point only)':
    'debe ser un número decimal mayor que 0, como 12.5 (solo dígitos y un punto)',
  'must not be above the maximum price': 'no puede ser mayor que el precio máximo',
  'minHours must not be above maxHours': 'minHours no puede ser mayor que maxHours',
  'must be a wallet address': 'debe ser una dirección de billetera',
  'must be a lower-case address': 'debe ser una dirección en minúsculas',
  'must be a 0x address of 40 hex digits': 'debe ser una dirección 0x de 40 dígitos hexadecimales',
  'must be a 0x-prefixed 20-byte hex address':
    'debe ser una dirección hexadecimal de 20 bytes con el prefijo 0x',
  'must be 0x-prefixed hex': 'debe ser hexadecimal con el prefijo 0x',
  'must be a transaction hash': 'debe ser un hash de transacción',
  'must be base64': 'debe estar en base64',
  'say what went wrong': 'cuenta qué salió mal',
  'seal for the recipient and the sender': 'sella para el destinatario y el remitente',
  'one listingId or orderId': 'un solo listingId u orderId',
  'name a conversationId or a recipient': 'indica un conversationId o un destinatario',
  'send ids or all: true': 'envía ids o all: true',
  'is not a report about this target': 'no es un reporte sobre este elemento',
  'a route pattern such as /market/:listingId': 'un patrón de ruta como /market/:listingId',
  // what a vote's choice gets wrong (choiceProblem)
  'A vote must name at least one choice': 'Un voto debe indicar al menos una opción',
  'This vote takes exactly one choice': 'Esta votación admite exactamente una opción',
  'A choice may appear only once': 'Cada opción puede aparecer solo una vez',
  // a poll's choices
  'must not repeat a choice': 'no puede repetir una opción',
  'name at least one thing to look for': 'indica al menos una cosa que buscar',
  // muted words
  'must not repeat a word (in any case)':
    'no puede repetir una palabra (en ninguna forma de mayúsculas)',
}

export const FIELD_PATTERNS: readonly MessagePattern[] = [
  pattern('must be at least {n} characters', 'debe tener al menos {n} caracteres', NUMBER),
  pattern('must be at most {n} characters', 'debe tener como máximo {n} caracteres', NUMBER),
  pattern('at most {n} images', 'como máximo {n} imágenes', NUMBER),
  pattern('a poll takes {min} to {max} choices', 'una encuesta admite de {min} a {max} opciones'),
  pattern('at most {n} muted words', 'como máximo {n} palabras silenciadas', NUMBER),
  pattern('must be {min} to {max} hours', 'debe ser de {min} a {max} horas'),
  pattern(
    'an envelope takes at most {n} characters',
    'un sobre admite como máximo {n} caracteres',
    NUMBER,
  ),
  pattern(
    'must be a decimal above 0 with at most {decimals} decimals for {currency}',
    'debe ser un decimal mayor que 0 con {decimals} decimales como máximo para {currency}',
  ),
  pattern(
    'must be above 0 with at most {decimals} decimals',
    'debe ser mayor que 0 con {decimals} decimales como máximo',
  ),
  pattern(
    'Choice {choice} does not exist: choices are 1 to {count}',
    'La opción {choice} no existe: las opciones van de 1 a {count}',
  ),
]
