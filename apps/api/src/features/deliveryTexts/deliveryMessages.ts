import type { DeliveryKind, Locale } from '@agora/domain'

/**
 * What push notifications and e-mails say, in every language, keyed by message id (ICU
 * MessageFormat, as the web's catalogues). English is the source; `deliveryMessages.test.ts`
 * fails when a language misses a text or drops a placeholder.
 */
export const DELIVERY_MESSAGES = {
  someone: { en: 'Someone', es: 'Alguien' },

  'kind.reply': { en: 'Replies to your posts', es: 'Respuestas a tus publicaciones' },
  'kind.mention': { en: 'Mentions of your @handle', es: 'Menciones de tu @nombre de usuario' },
  'kind.reaction': { en: 'Reactions to your posts', es: 'Reacciones a tus publicaciones' },
  'kind.repost': { en: 'Reposts of your posts', es: 'Republicaciones de tus publicaciones' },
  'kind.quote': { en: 'Quotes of your posts', es: 'Citas de tus publicaciones' },
  'kind.follower': { en: 'New followers', es: 'Nuevos seguidores' },
  'kind.membership': { en: 'Role changes in communities', es: 'Cambios de rol en comunidades' },
  'kind.order': { en: 'Order updates', es: 'Novedades de pedidos' },
  'kind.review': { en: 'Reviews of your sales', es: 'Reseñas de tus ventas' },
  'kind.kyc': { en: 'Verification decisions', es: 'Decisiones de verificación' },
  'kind.proposal': { en: 'Votes opening', es: 'Votaciones que se abren' },
  'kind.proposalClosing': {
    en: 'Votes closing within a day',
    es: 'Votaciones que cierran en menos de un día',
  },
  'kind.messageRequest': {
    en: 'First messages waiting for you',
    es: 'Primeros mensajes que te esperan',
  },
  'kind.proposalOutcome': { en: 'Outcomes of votes', es: 'Resultados de votaciones' },
  'kind.offer': { en: 'Offers', es: 'Ofertas' },
  'kind.savedSearch': {
    en: 'New listings for your saved searches',
    es: 'Anuncios nuevos para tus búsquedas guardadas',
  },
  'kind.message': { en: 'New messages', es: 'Mensajes nuevos' },

  'reply.title': { en: 'New reply', es: 'Nueva respuesta' },
  'reply.body': { en: '{actor} replied to your post', es: '{actor} respondió a tu publicación' },
  'mention.title': { en: 'New mention', es: 'Nueva mención' },
  'mention.body': { en: '{actor} mentioned you', es: '{actor} te mencionó' },
  'reaction.title': { en: 'New reactions', es: 'Nuevas reacciones' },
  'reaction.body': {
    en: '{count, plural, one {# person reacted to your post} other {# people reacted to your post}}',
    es: '{count, plural, one {# persona reaccionó a tu publicación} other {# personas reaccionaron a tu publicación}}',
  },
  'repost.title': { en: 'New reposts', es: 'Nuevas republicaciones' },
  'repost.body': {
    en: '{count, plural, one {# person reposted your post} other {# people reposted your post}}',
    es: '{count, plural, one {# persona republicó tu publicación} other {# personas republicaron tu publicación}}',
  },
  'quote.title': { en: 'New quote', es: 'Nueva cita' },
  'quote.body': { en: '{actor} quoted your post', es: '{actor} citó tu publicación' },
  'follower.title': { en: 'New follower', es: 'Nuevo seguidor' },
  'follower.body': { en: '{actor} followed you', es: '{actor} empezó a seguirte' },
  'membership.title': { en: 'Community role', es: 'Rol en una comunidad' },
  'membership.body': {
    en: '{role, select, member {Your role is now member} moderator {Your role is now moderator} admin {Your role is now admin} other {You left a community}}',
    es: '{role, select, member {Tu rol ahora es miembro} moderator {Tu rol ahora es moderador} admin {Tu rol ahora es administrador} other {Ya no eres miembro de una comunidad}}',
  },
  'order.title': { en: 'Order update', es: 'Novedad de un pedido' },
  'order.body': {
    en: 'An order you {role, select, buyer {placed} other {sold}} {status, select, awaiting_payment {awaits payment} paid {was paid} shipped {was shipped} completed {is complete} cancelled {was cancelled} expired {expired} disputed {is disputed} refunded {was refunded} other {changed}}',
    es: 'Un pedido que {role, select, buyer {hiciste} other {vendiste}} {status, select, awaiting_payment {está esperando el pago} paid {se pagó} shipped {se envió} completed {se completó} cancelled {se canceló} expired {venció} disputed {está en disputa} refunded {se reembolsó} other {cambió}}',
  },
  'review.title': { en: 'New review', es: 'Nueva reseña' },
  'review.body': { en: '{actor} reviewed an order', es: '{actor} dejó una reseña de un pedido' },
  'kyc.title': { en: 'Verification', es: 'Verificación' },
  'kyc.body': {
    en: '{status, select, verified {Your identity is verified} other {Your verification was not accepted}}',
    es: '{status, select, verified {Tu identidad está verificada} other {Tu verificación no fue aprobada}}',
  },
  'proposal.title': { en: 'New proposal', es: 'Nueva propuesta' },
  'proposal.body': {
    en: 'A proposal opened in your community',
    es: 'Se abrió una propuesta en tu comunidad',
  },
  'proposalClosing.title': { en: 'Vote closing soon', es: 'Una votación cierra pronto' },
  'proposalClosing.body': {
    en: 'A proposal in your community closes within a day',
    es: 'Una propuesta de tu comunidad se cierra en menos de un día',
  },
  'proposalOutcome.title': { en: 'Vote closed', es: 'Votación cerrada' },
  'proposalOutcome.body': {
    en: 'A vote in your community {outcome, select, passed {passed} rejected {was rejected} other {did not reach its quorum}}',
    es: 'Una votación de tu comunidad {outcome, select, passed {fue aprobada} rejected {fue rechazada} other {no alcanzó el quórum}}',
  },
  'offer.title': { en: 'Offer update', es: 'Novedad de una oferta' },
  'offer.body': {
    en: '{role, select, seller {An offer on your listing {status, select, open {was made} countered {was countered} accepted {was accepted} declined {was declined} withdrawn {was withdrawn} other {expired}}} other {Your offer {status, select, open {was made} countered {got a counter-offer} accepted {was accepted} declined {was declined} withdrawn {was withdrawn} other {expired}}}}',
    es: '{role, select, seller {Una oferta en tu anuncio {status, select, open {es nueva} countered {recibió una contraoferta} accepted {fue aceptada} declined {fue rechazada} withdrawn {fue retirada} other {caducó}}} other {Tu oferta {status, select, open {se envió} countered {recibió una contraoferta} accepted {fue aceptada} declined {fue rechazada} withdrawn {fue retirada} other {caducó}}}}',
  },
  'savedSearch.title': { en: 'New listing', es: 'Nuevo anuncio' },
  'savedSearch.body': {
    en: 'A new listing matches one of your saved searches',
    es: 'Un anuncio nuevo coincide con una de tus búsquedas guardadas',
  },
  'messageRequest.title': { en: 'A message waits for you', es: 'Un mensaje te espera' },
  'messageRequest.body': {
    en: '{actor} wants to message you: set up messages to read it',
    es: '{actor} quiere enviarte un mensaje: configura los mensajes para leerlo',
  },
  'message.title': {
    en: '{where, select, direct {New message} request {Message request} other {New group message}}',
    es: '{where, select, direct {Nuevo mensaje} request {Solicitud de mensaje} other {Nuevo mensaje en un grupo}}',
  },
  'message.body': {
    en: '{where, select, direct {New message from {actor}} request {{actor} wants to start a conversation with you} other {{actor} wrote in a group conversation}}',
    es: '{where, select, direct {Nuevo mensaje de {actor}} request {{actor} quiere iniciar una conversación contigo} other {{actor} escribió en un grupo}}',
  },

  'email.digestSubject': {
    en: '{count, plural, one {# new notification} other {# new notifications}}: {kind}',
    es: '{count, plural, one {# notificación nueva} other {# notificaciones nuevas}}: {kind}',
  },
  'email.unsubscribe': {
    en: 'Stop these e-mails ({kind}): {link}',
    es: 'Dejar de recibir estos correos ({kind}): {link}',
  },

  'verifyEmail.subject': {
    en: 'Confirm your e-mail address for Agora',
    es: 'Confirma tu dirección de correo en Agora',
  },
  'verifyEmail.body': {
    en: 'Hello @{handle},\n\nTo receive Agora notifications at this address, confirm it within {hours} hours by opening this link:\n\n{link}\n\nIf you did not add this address to an Agora account, ignore this e-mail.',
    es: 'Hola, @{handle}:\n\nPara recibir las notificaciones de Agora en esta dirección, confírmala en las próximas {hours} horas abriendo este enlace:\n\n{link}\n\nSi no añadiste esta dirección a una cuenta de Agora, ignora este correo.',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type DeliveryMessageId = keyof typeof DELIVERY_MESSAGES

/** The id of a kind's name ("New followers"), for digests and unsubscribe lines. */
export const kindLabelId = (kind: DeliveryKind) =>
  `kind.${kind}` as const satisfies DeliveryMessageId
