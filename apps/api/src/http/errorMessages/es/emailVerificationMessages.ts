/** Spanish for verifying and changing an account's e-mail address. */
export const EMAIL_VERIFICATION_MESSAGES: Readonly<Record<string, string>> = {
  'This verification link is not valid. Ask for a new one.':
    'Este enlace de verificación no es válido. Pide uno nuevo.',
  'This verification link has expired. Ask for a new one.':
    'Este enlace de verificación caducó. Pide uno nuevo.',
  'This verification link was already used. Ask for a new one.':
    'Este enlace de verificación ya se usó. Pide uno nuevo.',
  'This verification link is for another account. Sign in to that account to use it.':
    'Este enlace de verificación es de otra cuenta. Inicia sesión en esa cuenta para usarlo.',
  'Your account has no e-mail address to verify.':
    'Tu cuenta no tiene ninguna dirección de correo que verificar.',
  'Your e-mail address is already verified.': 'Tu dirección de correo ya está verificada.',
  'You asked for five verification e-mails today. Try again tomorrow.':
    'Ya pediste cinco correos de verificación hoy. Vuelve a intentarlo mañana.',
  'A verification e-mail was just sent. Wait a minute before asking again.':
    'Se acaba de enviar un correo de verificación. Espera un minuto antes de pedir otro.',
  'The verification e-mail could not be sent. Try again shortly.':
    'No se pudo enviar el correo de verificación. Vuelve a intentarlo en un momento.',
  'Your new address was saved, but its verification e-mail could not be sent. Ask for a new link shortly.':
    'Tu nueva dirección se guardó, pero no se pudo enviar su correo de verificación. Pide un enlace nuevo en un momento.',
  'The password is wrong.': 'La contraseña no es correcta.',
}
