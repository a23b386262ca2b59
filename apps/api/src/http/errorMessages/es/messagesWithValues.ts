import {
  applyPatterns,
  type MessagePattern,
  pattern,
  type ValueTranslation,
} from '../messagePatterns.ts'
import {
  COMMUNITY_ROLE,
  chain,
  duration,
  KYC_DOCUMENT,
  KYC_TIER,
  NUMBER,
  OFFER_STATUS,
  ORDER_PARTY,
  ORDER_STATUS,
  ORDER_STEP,
  PLATFORM_ROLE,
  RECEIPT_NOUN,
  REPORT_TARGET,
  TOKEN_KIND,
  VOTING_SYSTEM,
} from './vocabulary.ts'

/** What a token-gated community asks for, as `describeTokenGate` words it. */
const GATE_PATTERNS = [
  pattern(
    'at least {n} {name} NFTs ({token}) on {chain}',
    'al menos {n} NFT de {name} ({token}) en {chain}',
    { ...NUMBER, chain },
  ),
  pattern('a {name} NFT ({token}) on {chain}', 'un NFT de {name} ({token}) en {chain}', { chain }),
  pattern(
    'at least {minimum} {name} ({token}) on {chain}',
    'al menos {minimum} {name} ({token}) en {chain}',
    {
      chain,
    },
  ),
]

/**
 * Spanish for the API's messages that carry values. `message` translates a value that is
 * itself a message (a refusal, a field problem), through the whole catalogue.
 */
export function messagesWithValues(message: ValueTranslation): MessagePattern[] {
  const gate: ValueTranslation = (english) => applyPatterns(GATE_PATTERNS, english)
  return [
    // requests
    pattern('No route {method} {path}', 'No hay ninguna ruta {method} {path}'),
    pattern(
      'The web app is not built ({dir}). Run: npm run build',
      'La aplicación web no está compilada ({dir}). Ejecuta: npm run build',
    ),
    pattern(
      'Too many requests, retry in {after}',
      'Demasiadas solicitudes; vuelve a intentarlo en {after}',
      {
        after: duration,
      },
    ),
    pattern(
      'Invalid request: {fields} must not contain the NUL character (U+0000)',
      'Solicitud no válida: {fields} no puede contener el carácter NUL (U+0000)',
    ),
    pattern('Invalid request: {field} {problem}', 'Solicitud no válida: {field} {problem}', {
      field: (english) => (/\s/.test(english) ? null : english),
      problem: message,
    }),
    // sign-in, people, roles
    pattern('{refusal} Try again in 1 seconds.', '{refusal} Vuelve a intentarlo en 1 segundo.', {
      refusal: message,
    }),
    pattern(
      '{refusal} Try again in {n} seconds.',
      '{refusal} Vuelve a intentarlo en {n} segundos.',
      {
        ...NUMBER,
        refusal: message,
      },
    ),
    pattern(
      'Chain {chainId} is not supported for sign-in',
      'La cadena {chainId} no es compatible con el inicio de sesión',
    ),
    pattern('Chain {chainId} is not supported', 'La cadena {chainId} no es compatible'),
    pattern(
      'Chain {chainId} cannot be reached right now',
      'Ahora no se puede contactar con la cadena {chainId}',
    ),
    pattern(
      '{method} is not a read the server relays',
      '{method} no es una lectura que el servidor transmita',
    ),
    pattern('Nobody is called @{handle} on Agora', 'No hay nadie llamado @{handle} en Agora'),
    pattern('@{handle} keeps their activity private', '@{handle} mantiene su actividad en privado'),
    pattern('This needs the {role} role', 'Esto requiere el rol de {role}', {
      role: PLATFORM_ROLE,
    }),
    pattern('This needs a community {role}', 'Esto requiere ser {role} de la comunidad', {
      role: COMMUNITY_ROLE,
    }),
    pattern(
      'The {tier} tier needs a {document} document',
      'El nivel {tier} requiere este documento: {document}',
      {
        tier: KYC_TIER,
        document: KYC_DOCUMENT,
      },
    ),
    pattern(
      'You are already verified at the {tier} tier',
      'Tu cuenta ya está verificada en el nivel {tier}',
      {
        tier: KYC_TIER,
      },
    ),
    // communities and moderation
    pattern(
      'The moderators banned you from {community} until {until}',
      'Los moderadores te expulsaron de {community} hasta {until}',
    ),
    pattern(
      'Joining needs a wallet holding {gate}: link one to your account first',
      'Para unirte necesitas una billetera con {gate}: vincula una a tu cuenta primero',
      { gate },
    ),
    pattern(
      'Joining needs {gate}; your wallet {wallet} holds {held}',
      'Para unirte necesitas {gate}; tu billetera {wallet} tiene {held}',
      {
        gate,
      },
    ),
    pattern('No such {kind}', '{kind} no existe', { kind: REPORT_TARGET }),
    // governance
    pattern(
      'A {system} vote needs at least {n} choices',
      'Una votación {system} necesita al menos {n} opciones',
      {
        ...NUMBER,
        system: VOTING_SYSTEM,
      },
    ),
    pattern(
      "The quorum has more decimals than the token's {n}",
      'El quórum tiene más decimales que los {n} del token',
      NUMBER,
    ),
    pattern(
      '{token} is not an {kind} on chain {chainId}',
      '{token} no es {kind} en la cadena {chainId}',
      {
        kind: TOKEN_KIND,
      },
    ),
    // marketplace
    pattern('This order is {status}', 'Este pedido está {status}', { status: ORDER_STATUS }),
    pattern('An order that is {status} cannot be {step}', 'Un pedido {status} no se puede {step}', {
      status: ORDER_STATUS,
      step: ORDER_STEP,
    }),
    pattern('Only the {party} can do this', 'Solo {party} puede hacer esto', {
      party: ORDER_PARTY,
    }),
    pattern('Only the {party} can report this', 'Solo {party} puede informar de esto', {
      party: ORDER_PARTY,
    }),
    pattern(
      'USDC is not available on chain {chainId}',
      'USDC no está disponible en la cadena {chainId}',
    ),
    pattern(
      'You can hold at most {n} unpaid of this item: pay for or cancel your open order first',
      'Puedes reservar como máximo {n} unidades sin pagar de este artículo: primero paga o cancela tu pedido abierto',
      NUMBER,
    ),
    pattern(
      'You have {n} unpaid orders: pay for or cancel one before ordering more',
      'Tienes {n} pedidos sin pagar: paga o cancela uno antes de pedir más',
      NUMBER,
    ),
    pattern(
      'The {noun} is not mined yet. Try again in a moment.',
      'Todavía no se minó {noun}. Vuelve a intentarlo en un momento.',
      {
        noun: RECEIPT_NOUN,
      },
    ),
    pattern(
      "This transaction has no {event} event of this order's escrow",
      'Esta transacción no tiene ningún evento {event} del depósito en garantía de este pedido',
    ),
    pattern(
      'You can keep at most {n} saved searches: delete one first',
      'Puedes guardar como máximo {n} búsquedas: borra una primero',
      NUMBER,
    ),
    pattern('This offer is {status}', 'Esta oferta está {status}', { status: OFFER_STATUS }),
    pattern(
      'The seller takes offers from {amount} {currency} per item',
      'El vendedor acepta ofertas desde {amount} {currency} por artículo',
    ),
    pattern('Cannot convert {from} to {to}', 'No se puede convertir {from} a {to}'),
    // direct messages
    pattern(
      'You can start at most {n} conversations an hour',
      'Puedes iniciar como máximo {n} conversaciones por hora',
      NUMBER,
    ),
  ]
}
