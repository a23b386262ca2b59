/** Spanish for the fixed messages of requests, sign-in, sessions, people, KYC and media. */
export const ACCOUNT_MESSAGES: Readonly<Record<string, string>> = {
  // requests
  'Bad request': 'Solicitud incorrecta',
  'Not found': 'No se encontró',
  'Internal Server Error': 'Error interno del servidor',
  'Body is not valid JSON': 'El cuerpo de la solicitud no es JSON válido',
  'Body is empty but JSON was declared':
    'El cuerpo de la solicitud está vacío, pero se declaró JSON',
  'Body is not valid UTF-8': 'El cuerpo de la solicitud no es UTF-8 válido',
  'Request body is too large': 'El cuerpo de la solicitud es demasiado grande',
  'The URL is not validly percent-encoded': 'La URL no tiene una codificación porcentual válida',
  'A part of the URL path is too long': 'Una parte de la ruta de la URL es demasiado larga',
  'Unsupported content type': 'Tipo de contenido no admitido',
  'The database does not answer': 'La base de datos no responde',
  'The database does not answer. Please try again shortly.':
    'La base de datos no responde. Vuelve a intentarlo en un momento.',
  'This cursor is not one the API gave out': 'La API no emitió este cursor',
  'Idempotency-Key must be 1–255 visible ASCII characters':
    'Idempotency-Key debe tener de 1 a 255 caracteres ASCII visibles',
  'A request with this Idempotency-Key is in progress':
    'Ya hay una solicitud en curso con esta Idempotency-Key',
  'This Idempotency-Key was used for a different request':
    'Esta Idempotency-Key ya se usó para otra solicitud',
  'Metrics are served to loopback or with the metrics token':
    'Las métricas solo se sirven por la interfaz local (loopback) o con el token de métricas',
  // sign-in and sessions
  'Not authenticated': 'No iniciaste sesión',
  'You are not allowed to do this': 'No tienes permiso para hacer esto',
  'This token was already refreshed. Please sign in again.':
    'Este token ya se renovó. Vuelve a iniciar sesión.',
  'Your session has ended. Please sign in again.': 'Tu sesión terminó. Vuelve a iniciar sesión.',
  'Your session expired. Please sign in again.': 'Tu sesión caducó. Vuelve a iniciar sesión.',
  'This account is suspended': 'Esta cuenta está suspendida',
  'An account with this e-mail already exists': 'Ya existe una cuenta con este correo electrónico',
  'This handle is taken': 'Este nombre de usuario ya está en uso',
  'The e-mail or password is wrong.': 'El correo electrónico o la contraseña no son correctos.',
  'Too many failed attempts.': 'Demasiados intentos fallidos.',
  'Too many reset requests.': 'Demasiadas solicitudes de restablecimiento.',
  'This sign-in request is not valid. Please try again.':
    'Esta solicitud de inicio de sesión no es válida. Vuelve a intentarlo.',
  'This sign-in request expired. Please try again.':
    'Esta solicitud de inicio de sesión caducó. Vuelve a intentarlo.',
  'This reset link is not valid. Ask for a new one.':
    'Este enlace de restablecimiento no es válido. Pide uno nuevo.',
  'This reset link has expired. Ask for a new one.':
    'Este enlace de restablecimiento caducó. Pide uno nuevo.',
  'This reset link was already used. Ask for a new one.':
    'Este enlace de restablecimiento ya se usó. Pide uno nuevo.',
  'This wallet already belongs to another account': 'Esta billetera ya pertenece a otra cuenta',
  'This is not a wallet address': 'Esta no es una dirección de billetera',
  'This is not a valid wallet address': 'Esta no es una dirección de billetera válida',
  'This is not a valid wallet address (check its checksum)':
    'Esta no es una dirección de billetera válida (revisa su suma de verificación)',
  'The sign-in message is not a valid EIP-4361 message':
    'El mensaje de inicio de sesión no es un mensaje EIP-4361 válido',
  'This sign-in message was made for another site':
    'Este mensaje de inicio de sesión se creó para otro sitio',
  'Only version 1 sign-in messages are accepted':
    'Solo se aceptan mensajes de inicio de sesión de la versión 1',
  'The message was signed for another address': 'El mensaje se firmó para otra dirección',
  'The sign-in message is dated in the future':
    'El mensaje de inicio de sesión tiene una fecha futura',
  'This sign-in message expired. Please try again.':
    'Este mensaje de inicio de sesión caducó. Vuelve a intentarlo.',
  'This sign-in message is not valid yet': 'Este mensaje de inicio de sesión todavía no es válido',
  'The signature does not match this wallet': 'La firma no corresponde a esta billetera',
  'Too many smart-wallet sign-in attempts. Try again in a minute.':
    'Demasiados intentos de inicio de sesión con billetera inteligente. Vuelve a intentarlo en un minuto.',
  'Cannot reach the chain to verify this smart wallet. Please try again shortly.':
    'No se puede conectar con la cadena para verificar esta billetera inteligente. Vuelve a intentarlo en un momento.',
  // people and administration
  'No such user': 'Ese usuario no existe',
  'Nobody with this wallet is on Agora': 'No hay nadie con esta billetera en Agora',
  'Nobody with this id is on Agora': 'No hay nadie con este id en Agora',
  'Nobody with this address or handle is on Agora':
    'No hay nadie con esta dirección o nombre de usuario en Agora',
  'You can only edit your own profile': 'Solo puedes editar tu propio perfil',
  'You cannot follow yourself': 'No puedes seguir tu propia cuenta',
  'You cannot change your own role or suspension':
    'No puedes cambiar tu propio rol ni tu suspensión',
  'Only a super admin can change admins':
    'Solo un superadministrador puede cambiar a los administradores',
  'Nothing to change': 'No hay nada que cambiar',
  // KYC
  'A verification is already under review': 'Ya hay una verificación en revisión',
  'A rejection needs a reason the person can act on':
    'Un rechazo necesita un motivo que la persona pueda resolver',
  'This person has no verification waiting for review':
    'Esta persona no tiene ninguna verificación pendiente de revisión',
  // media
  'The upload is empty': 'El archivo subido está vacío',
  'Images can be at most 5 MB': 'Las imágenes pueden ocupar como máximo 5 MB',
  'Upload a PNG, JPEG, WebP or GIF image': 'Sube una imagen PNG, JPEG, WebP o GIF',
  'No such image': 'Esa imagen no existe',
  'Attach only images you uploaded': 'Adjunta solo imágenes que hayas subido',
}
