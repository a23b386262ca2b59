/** Spanish for the fixed messages of the marketplace, escrow, payments, prices and test ETH. */
export const MARKET_MESSAGES: Readonly<Record<string, string>> = {
  // listings
  'No such listing': 'Ese anuncio no existe',
  'Only its seller can change a listing': 'Solo su vendedor puede cambiar un anuncio',
  'Link a wallet to your account to sell': 'Vincula una billetera a tu cuenta para vender',
  'This signature is not the seller’s over this listing':
    'Esta firma no es la del vendedor sobre este anuncio',
  'Prices in USD are unavailable right now: choose a currency to sort or filter by price':
    'Los precios en USD no están disponibles en este momento: elige una moneda para ordenar o filtrar por precio',
  'No such seller': 'Ese vendedor no existe',
  'This is another seller’s area': 'Este es el espacio de otro vendedor',
  // orders
  'No such order': 'Ese pedido no existe',
  'Link a wallet to your account to buy': 'Vincula una billetera a tu cuenta para comprar',
  'You cannot buy your own listing': 'No puedes comprar tu propio anuncio',
  'This seller cannot take payments right now':
    'Este vendedor no puede recibir pagos en este momento',
  'Not enough of this item is left': 'No quedan suficientes unidades de este artículo',
  'Only the buyer pays for an order': 'Solo el comprador paga un pedido',
  'This order expired before it was paid': 'Este pedido caducó antes de pagarse',
  'This order changed meanwhile; reload it': 'Este pedido cambió mientras tanto; vuelve a cargarlo',
  'This order changed while the payment was checked':
    'Este pedido cambió mientras se comprobaba el pago',
  'Say where to ship this item: it needs a shipping address':
    'Indica adónde enviar este artículo: necesita una dirección de envío',
  'This item is digital: nothing is shipped, so send no shipping address':
    'Este artículo es digital: no se envía nada, así que no mandes ninguna dirección de envío',
  'Only the buyer reviews an order': 'Solo el comprador puede valorar un pedido',
  'Review an order once it is completed': 'Valora un pedido cuando esté completado',
  'You already reviewed this order': 'Ya valoraste este pedido',
  'Only a disputed order takes dispute messages':
    'Solo un pedido en disputa admite mensajes de disputa',
  'Say how the dispute ends: completed or refunded':
    'Indica cómo termina la disputa: completed o refunded',
  'Only the buyer or the seller can do this': 'Solo el comprador o el vendedor puede hacer esto',
  'Only the buyer or the seller can report this':
    'Solo el comprador o el vendedor puede informar de esto',
  'This dispute is already referred to a community vote':
    'Esta disputa ya se remitió a una votación de la comunidad',
  'Only a disputed order can be referred to a community vote':
    'Solo un pedido en disputa puede remitirse a una votación de la comunidad',
  'No community approved this listing, so an admin settles this dispute':
    'Ninguna comunidad aprobó este anuncio, así que un administrador resuelve esta disputa',
  'The community is still voting on this dispute: resolve it once the vote closes':
    'La comunidad aún está votando esta disputa: resuélvela cuando cierre la votación',
  'This resolve splits the payment differently from what the community decided':
    'Esta resolución reparte el pago de forma distinta a lo que decidió la comunidad',
  // payments and escrow
  'This payment was not sent from your wallet': 'Este pago no se envió desde tu billetera',
  'This payment did not go to the seller': 'Este pago no fue al vendedor',
  'This payment is less than the amount due': 'Este pago es inferior al importe que se debe',
  'The payment needs more confirmations. Try again in a moment.':
    'El pago necesita más confirmaciones. Vuelve a intentarlo en un momento.',
  'The transaction needs more confirmations. Try again in a moment.':
    'La transacción necesita más confirmaciones. Vuelve a intentarlo en un momento.',
  'This transaction was made before the order': 'Esta transacción se hizo antes del pedido',
  'This transaction already paid for another order': 'Esta transacción ya pagó otro pedido',
  'This payment came after the order expired': 'Este pago llegó después de que caducara el pedido',
  'Cannot reach the chain to check this payment. Try again shortly.':
    'No se puede conectar con la cadena para comprobar este pago. Vuelve a intentarlo en un momento.',
  'Cannot reach the chain to check this transaction. Try again shortly.':
    'No se puede conectar con la cadena para comprobar esta transacción. Vuelve a intentarlo en un momento.',
  'No transaction with this hash on this chain':
    'No hay ninguna transacción con este hash en esta cadena',
  'This transaction failed on-chain': 'Esta transacción falló en la cadena',
  "This transaction did not fund this order's escrow":
    'Esta transacción no financió el depósito en garantía de este pedido',
  'This order is paid directly, not through escrow':
    'Este pedido se paga directamente, no mediante depósito en garantía',
  'This order is held in escrow: send the transaction, then its hash':
    'Este pedido está en depósito en garantía: envía la transacción y luego su hash',
  'This escrow is not for the seller': 'Este depósito en garantía no es para el vendedor',
  'This escrow holds another token': 'Este depósito en garantía contiene otro token',
  // prices
  'The price feed does not answer': 'El servicio de precios no responde',
  // test ETH on the local chain
  'Test ETH is only sent on the local chain (31337)':
    'El ETH de prueba solo se envía en la cadena local (31337)',
  'This server has no local chain to send test ETH on':
    'Este servidor no tiene una cadena local en la que enviar ETH de prueba',
  'Link a wallet to your account to get test ETH':
    'Vincula una billetera a tu cuenta para recibir ETH de prueba',
  'This wallet got test ETH less than 5 minutes ago. Try again later.':
    'Esta billetera recibió ETH de prueba hace menos de 5 minutos. Vuelve a intentarlo más tarde.',
  'The local chain does not answer. Please try again shortly.':
    'La cadena local no responde. Vuelve a intentarlo en un momento.',
  'No such offer': 'No existe esa oferta',
  'This seller does not take offers on this item':
    'Este vendedor no acepta ofertas por este artículo',
  'You already have an open offer on this item: withdraw it first':
    'Ya tienes una oferta abierta por este artículo: retírala primero',
  'The other party answers this offer now': 'Ahora responde a esta oferta la otra parte',
  'This offer changed meanwhile; reload it': 'Esta oferta cambió mientras tanto; vuelve a cargarla',
  'No such saved search': 'No existe esa búsqueda guardada',
}
