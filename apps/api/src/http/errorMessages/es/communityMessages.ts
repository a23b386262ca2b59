/** Spanish for the fixed messages of communities, posts, moderation, governance and messages. */
export const COMMUNITY_MESSAGES: Readonly<Record<string, string>> = {
  // communities
  'No such community': 'Esa comunidad no existe',
  'A community with this name exists': 'Ya existe una comunidad con este nombre',
  'Could not find a free address for this community':
    'No se encontró una dirección libre para esta comunidad',
  'Join this community to do that': 'Únete a esta comunidad para hacer eso',
  'You cannot change your own role': 'No puedes cambiar tu propio rol',
  'This person is not a member': 'Esta persona no es miembro',
  'Admins keep their role': 'Los administradores conservan su rol',
  'Admins keep their place': 'Los administradores conservan su lugar',
  'This person is not banned here': 'Esta persona no está expulsada aquí',
  'No such report': 'Esa denuncia no existe',
  'Make another member an admin before you leave':
    'Nombra administrador a otro miembro antes de salir',
  // posts and comments
  'No such post': 'Esa publicación no existe',
  'Only its author can edit a post': 'Solo su autor puede editar una publicación',
  'You cannot delete this post': 'No puedes eliminar esta publicación',
  'Only community posts can be pinned': 'Solo se pueden fijar publicaciones de comunidades',
  'This post was removed by moderators': 'Los moderadores retiraron esta publicación',
  // quotes
  'No such post to quote': 'Esa publicación no existe y no se puede citar',
  'No such proposal to quote': 'Esa propuesta no existe y no se puede citar',
  'No such listing to quote': 'Ese anuncio no existe y no se puede citar',
  // polls
  'This post has no poll': 'Esta publicación no tiene encuesta',
  'This poll has ended': 'Esta encuesta ha terminado',
  'This poll has no such choice': 'Esta encuesta no tiene esa opción',
  'You have already voted in this poll': 'Ya has votado en esta encuesta',
  'No such comment': 'Ese comentario no existe',
  'Only its author can edit a comment': 'Solo su autor puede editar un comentario',
  'You cannot delete this comment': 'No puedes eliminar este comentario',
  'You can only reply to a comment on this post':
    'Solo puedes responder a un comentario de esta publicación',
  'Sign in to see posts from people you follow':
    'Inicia sesión para ver las publicaciones de las personas que sigues',
  'Say which community: communityId': 'Indica qué comunidad: communityId',
  // moderation
  'Only admins suspend accounts': 'Solo los administradores suspenden cuentas',
  'You cannot remove yourself this way': 'No puedes expulsarte de esta forma',
  'Only admins remove moderators': 'Solo los administradores quitan a los moderadores',
  'Only this community’s moderators can do that':
    'Solo los moderadores de esta comunidad pueden hacer eso',
  'Only platform moderators can do that': 'Solo los moderadores de la plataforma pueden hacer eso',
  // governance
  'No such proposal': 'Esa propuesta no existe',
  'Join this community to open a proposal': 'Únete a esta comunidad para abrir una propuesta',
  'In this community only admins open proposals':
    'En esta comunidad solo los administradores abren propuestas',
  'The vote cannot start in the past': 'La votación no puede empezar en el pasado',
  'The vote must end after it starts, and in the future':
    'La votación debe terminar después de empezar, y en el futuro',
  'A vote may run for at most 90 days': 'Una votación puede durar como máximo 90 días',
  'Each choice must be different': 'Cada opción debe ser distinta',
  'This vote was signed for another proposal': 'Este voto se firmó para otra propuesta',
  'Voting on this proposal has not started': 'La votación de esta propuesta todavía no empezó',
  'Voting on this proposal is over': 'La votación de esta propuesta terminó',
  'This vote was signed too long ago (more than 5 minutes): sign it again':
    'Este voto se firmó hace demasiado tiempo (más de 5 minutos): fírmalo de nuevo',
  'This vote is dated more than 5 minutes in the future: check the device clock':
    'Este voto tiene una fecha de más de 5 minutos en el futuro: revisa el reloj del dispositivo',
  'The signature does not match this vote and wallet':
    'La firma no corresponde a este voto y esta billetera',
  'Only members of this community may vote on it':
    'Solo los miembros de esta comunidad pueden votar en ella',
  'This wallet held none of the token at the proposal’s snapshot block':
    'Esta billetera no tenía nada del token en el bloque de referencia de la propuesta',
  'A vote this wallet signed later is already counted: sign a new vote to change it':
    'Ya se contó un voto que esta billetera firmó después: firma un voto nuevo para cambiarlo',
  'Cannot reach the chain to verify this smart wallet’s vote. Please try again shortly.':
    'No se puede conectar con la cadena para verificar el voto de esta billetera inteligente. Vuelve a intentarlo en un momento.',
  'The chain cannot be reached right now, so voting power and token holdings cannot be checked. Please try again shortly.':
    'No se puede conectar con la cadena en este momento, así que no se pueden comprobar el poder de voto ni los tokens que tienes. Vuelve a intentarlo en un momento.',
  'Only its seller can ask for a listing’s approval':
    'Solo su vendedor puede pedir la aprobación de un anuncio',
  'This listing’s approval vote is still open in this community':
    'La votación de aprobación de este anuncio sigue abierta en esta comunidad',
  'This listing’s approval vote is already open in this community':
    'La votación de aprobación de este anuncio ya está abierta en esta comunidad',
  'This community already approved this listing': 'Esta comunidad ya aprobó este anuncio',
  // direct messages
  'No such conversation': 'Esa conversación no existe',
  'You cannot block yourself': 'No puedes bloquear tu propia cuenta',
  // blocks and mutes
  'You cannot mute yourself': 'No puedes silenciar tu propia cuenta',
  'This person blocked you: you cannot respond to them':
    'Esta persona te bloqueó: no puedes responderle',
  'This person blocked you: their posts are not shown to you':
    'Esta persona te bloqueó: no se te muestran sus publicaciones',
  'You blocked this person: unblock them to see their posts':
    'Bloqueaste a esta persona: desbloquéala para ver sus publicaciones',
  'You blocked this person: unblock them to respond':
    'Bloqueaste a esta persona: desbloquéala para responderle',
  'You cannot write to yourself': 'No puedes escribir a tu propia cuenta',
  'This person does not accept your messages': 'Esta persona no acepta tus mensajes',
  'This person does not accept direct messages': 'Esta persona no acepta mensajes directos',
  'This person accepts direct messages only from people they follow':
    'Esta persona solo acepta mensajes directos de las personas a las que sigue',
  'You blocked this person: unblock them to write':
    'Bloqueaste a esta persona: desbloquéala para escribirle',
  'You have not set up messages yet': 'Todavía no configuraste los mensajes',
  'This person has not set up messages yet': 'Esta persona todavía no configuró los mensajes',
  'Set up your messaging key first': 'Primero configura tu clave de mensajería',
  'This person has set up messages: send your message now':
    'Esta persona ya configuró los mensajes: envía tu mensaje ahora',
  'Link a wallet to your account to send messages':
    'Vincula una billetera a tu cuenta para enviar mensajes',
  'This message is sealed with a key other than your published one':
    'Este mensaje está sellado con una clave distinta de la que publicaste',
  'Seal the message for exactly the recipient and yourself':
    'Sella el mensaje solo para el destinatario y para ti',
  'No such order between you two': 'No existe ese pedido entre tú y esta persona',
  // delegation and rules per proposal kind
  'This delegation was signed for another community':
    'Esta delegación se firmó para otra comunidad',
  'Sign the delegation with the wallet you are signed in with':
    'Firma la delegación con la billetera con la que iniciaste sesión',
  'This delegation is dated more than 10 minutes from now: sign it again':
    'Esta delegación tiene una fecha a más de 10 minutos de ahora: fírmala de nuevo',
  'The signature does not match this delegation and wallet':
    'La firma no corresponde a esta delegación y billetera',
  'Join this community to delegate your vote': 'Únete a esta comunidad para delegar tu voto',
  'You can delegate only to a member of this community':
    'Solo puedes delegar en un miembro de esta comunidad',
  'You cannot delegate to yourself': 'No puedes delegar en ti mismo',
  'A delegation signed as late or later is already stored: sign a new one':
    'Ya hay una delegación firmada en el mismo momento o después: firma una nueva',
  'Join this community to stand as a delegate':
    'Únete a esta comunidad para presentarte como delegado',
  'Cannot reach the chain to verify this smart wallet’s delegation. Please try again shortly.':
    'No se puede contactar con la cadena para verificar la delegación de esta billetera inteligente. Inténtalo de nuevo en breve.',
  'The quorum is below this community’s minimum for general proposals':
    'El quórum está por debajo del mínimo de esta comunidad para las propuestas generales',
  'The pass threshold is below this community’s minimum for general proposals':
    'El umbral de aprobación está por debajo del mínimo de esta comunidad para las propuestas generales',
  'The vote’s length is outside what this community allows for general proposals':
    'La duración de la votación está fuera de lo que esta comunidad permite para las propuestas generales',
  'In this community only admins ask for listing approvals':
    'En esta comunidad solo los administradores piden la aprobación de anuncios',
}
