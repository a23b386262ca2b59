/** Spanish for the messages of notification channels, Web Push and e-mail unsubscribe links. */
export const NOTIFICATION_MESSAGES: Readonly<Record<string, string>> = {
  'You have push turned on in too many browsers; turn it off in one first':
    'Tienes las notificaciones push activadas en demasiados navegadores; desactívalas primero en uno',
  'No push subscription of yours has this endpoint':
    'Ninguna de tus suscripciones push tiene esta dirección',
  'This push endpoint is not an https address on the public internet':
    'Esta dirección push no es una dirección https de internet pública',
  'This unsubscribe link is not valid': 'Este enlace para darte de baja no es válido',
  'a time like 22:30': 'una hora como 22:30',
  'an IANA time zone such as Europe/Madrid': 'una zona horaria IANA como Europe/Madrid',
  'start and end must differ': 'el inicio y el fin deben ser distintos',
  'an https URL': 'una URL https',
  base64url: 'base64url',
}
