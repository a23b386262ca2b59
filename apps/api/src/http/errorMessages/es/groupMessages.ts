import { type MessagePattern, pattern } from '../messagePatterns.ts'
import { NUMBER } from './vocabulary.ts'

/** Group conversations, community chats and message volume. */
export const GROUP_MESSAGES: Readonly<Record<string, string>> = {
  'Seal the message for exactly the conversation’s members, yourself included':
    'Sella el mensaje solo para los miembros de la conversación, tú incluido',
  'Only a conversation between two people has a listing or an order':
    'Solo una conversación entre dos personas tiene un anuncio o un pedido',
  'Only a group’s members are added and removed by hand: a community chat follows its community':
    'Solo los miembros de un grupo se añaden y se quitan a mano: el chat de una comunidad sigue a su comunidad',
  'Only a group’s admins may do this': 'Solo los administradores del grupo pueden hacer esto',
  'This person is not in the group': 'Esta persona no está en el grupo',
  'A group keeps at least one admin': 'Un grupo conserva al menos un administrador',
  "seal for the conversation's members, the sender included (at most 50)":
    'séllalo para los miembros de la conversación, el remitente incluido (50 como máximo)',
  'This community has no chat': 'Esta comunidad no tiene chat',
  'The community’s chat is for its members': 'El chat de la comunidad es para sus miembros',
  'The community’s chat is for holders of its token: your wallet no longer holds enough':
    'El chat de la comunidad es para quienes tienen su token: tu billetera ya no tiene suficiente',
  'Send the encrypted file as the request body':
    'Envía el archivo cifrado como cuerpo de la solicitud',
  'A file sent in a message is at most 10 MB':
    'Un archivo enviado en un mensaje tiene como máximo 10 MB',
  'Attach only files you uploaded and have not sent yet':
    'Adjunta solo archivos que subiste y que aún no enviaste',
  'No such attachment': 'No existe ese archivo adjunto',
  'Report a group’s member from their profile': 'Denuncia a un miembro del grupo desde su perfil',
}

export const GROUP_PATTERNS: readonly MessagePattern[] = [
  pattern('@{handle} has not set up messages yet', '@{handle} todavía no configuró los mensajes'),
  pattern('@{handle} is already in the group', '@{handle} ya está en el grupo'),
  pattern(
    'A group needs at least {n} others who accept your messages',
    'Un grupo necesita al menos {n} personas más que acepten tus mensajes',
    NUMBER,
  ),
  pattern('A group has at most {n} members', 'Un grupo tiene como máximo {n} miembros', NUMBER),
  pattern(
    'You can send at most {n} MB of messages a day',
    'Puedes enviar como máximo {n} MB de mensajes al día',
    NUMBER,
  ),
  pattern(
    'A conversation takes at most {n} messages a minute',
    'Una conversación admite como máximo {n} mensajes por minuto',
    NUMBER,
  ),
]
