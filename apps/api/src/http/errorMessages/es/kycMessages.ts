/** Spanish for the fixed messages of KYC evidence (document pictures) and attestations. */
export const KYC_MESSAGES: Readonly<Record<string, string>> = {
  'Document pictures can be at most 10 MB':
    'Las fotos de los documentos pueden ocupar como máximo 10 MB',
  'Upload the document as a JPEG, PNG or WebP picture':
    'Sube el documento como imagen JPEG, PNG o WebP',
  'Each document needs its own picture, uploaded by you for this request':
    'Cada documento necesita su propia foto, subida por ti para esta solicitud',
  'You have uploaded enough pictures: send your request, or wait a day':
    'Ya has subido bastantes fotos: envía tu solicitud o espera un día',
  'This picture is no longer kept': 'Esta foto ya no se conserva',
  'Another admin is reviewing this verification':
    'Otra persona administradora está revisando esta verificación',
  'Open the case and look at its pictures before deciding':
    'Abre el caso y mira sus fotos antes de decidir',
  'This link is for the admin reviewing the case':
    'Este enlace es para la persona administradora que revisa el caso',
  'This link has expired: open the case again for a new one':
    'Este enlace ha caducado: abre el caso de nuevo para obtener uno nuevo',
  'This person has no verification to revoke':
    'Esta persona no tiene ninguna verificación que revocar',
  'Only a verified person can get an attestation':
    'Solo una persona verificada puede obtener una atestación',
  'Link a wallet first: an attestation names an address':
    'Vincula primero una cartera: una atestación indica una dirección',
}
