import { type MessagePattern, pattern } from '../messagePatterns.ts'
import { FORMAT, NUMBER, SIZE_UNIT, SIZE_UNIT_ONE, type } from './vocabulary.ts'

/**
 * Spanish for zod's own English messages (zod 4, `locales/en`), which a schema check without
 * a message of its own gives: "Too big: expected string to have <=280 characters".
 */
export const ZOD_MESSAGES: Readonly<Record<string, string>> = {
  'Invalid input': 'Valor no válido',
  'Invalid input: more than one option matched': 'Valor no válido: coincide con más de una opción',
}

const SIZED = { ...NUMBER, unit: SIZE_UNIT }

export const ZOD_PATTERNS: readonly MessagePattern[] = [
  pattern(
    'Invalid input: expected {expected}, received undefined',
    'Falta el valor: se esperaba {expected}',
    {
      expected: type,
    },
  ),
  pattern(
    'Invalid input: expected {expected}, received {received}',
    'Valor no válido: se esperaba {expected} y se recibió {received}',
    { expected: type, received: type },
  ),
  pattern('Invalid input: expected {value}', 'Valor no válido: se esperaba {value}'),
  pattern('Invalid option: expected one of {values}', 'Opción no válida: debe ser una de {values}'),
  pattern(
    'Too big: expected {origin} to have <=1 {unit}',
    'Demasiado largo: debe tener como máximo 1 {unit}',
    {
      unit: SIZE_UNIT_ONE,
    },
  ),
  pattern(
    'Too big: expected {origin} to have <={n} {unit}',
    'Demasiado largo: debe tener como máximo {n} {unit}',
    SIZED,
  ),
  pattern(
    'Too big: expected {origin} to have <{n} {unit}',
    'Demasiado largo: debe tener menos de {n} {unit}',
    SIZED,
  ),
  pattern(
    'Too big: expected {origin} to have exactly {n} {unit}',
    'Longitud incorrecta: debe tener exactamente {n} {unit}',
    SIZED,
  ),
  pattern('Too small: expected {origin} to have >=1 {unit}', 'No puede estar vacío', {
    unit: SIZE_UNIT,
  }),
  pattern(
    'Too small: expected {origin} to have >={n} {unit}',
    'Demasiado corto: debe tener al menos {n} {unit}',
    SIZED,
  ),
  pattern(
    'Too small: expected {origin} to have >{n} {unit}',
    'Demasiado corto: debe tener más de {n} {unit}',
    SIZED,
  ),
  pattern(
    'Too small: expected {origin} to have exactly {n} {unit}',
    'Longitud incorrecta: debe tener exactamente {n} {unit}',
    SIZED,
  ),
  pattern(
    'Too big: expected {origin} to be <={n}',
    'Demasiado grande: debe ser como máximo {n}',
    NUMBER,
  ),
  pattern(
    'Too big: expected {origin} to be <{n}',
    'Demasiado grande: debe ser menor que {n}',
    NUMBER,
  ),
  pattern(
    'Too small: expected {origin} to be >={n}',
    'Demasiado pequeño: debe ser al menos {n}',
    NUMBER,
  ),
  pattern(
    'Too small: expected {origin} to be >{n}',
    'Demasiado pequeño: debe ser mayor que {n}',
    NUMBER,
  ),
  pattern('Invalid string: must start with "{text}"', 'Texto no válido: debe empezar por "{text}"'),
  pattern('Invalid string: must end with "{text}"', 'Texto no válido: debe terminar en "{text}"'),
  pattern('Invalid string: must include "{text}"', 'Texto no válido: debe incluir "{text}"'),
  pattern(
    'Invalid string: must match pattern {regex}',
    'Texto no válido: debe seguir el patrón {regex}',
  ),
  pattern(
    'Invalid number: must be a multiple of {n}',
    'Número no válido: debe ser múltiplo de {n}',
    NUMBER,
  ),
  pattern('Unrecognized key: {keys}', 'Clave no reconocida: {keys}'),
  pattern('Unrecognized keys: {keys}', 'Claves no reconocidas: {keys}'),
  pattern('Invalid key in {origin}', 'Clave no válida'),
  pattern('Invalid value in {origin}', 'Valor no válido'),
  pattern(
    'Invalid discriminator value. Expected {options}',
    'Valor discriminante no válido. Se esperaba {options}',
  ),
  pattern('Invalid {format}', '{format}', { format: FORMAT }),
]
