/**
 * Texts of the customer calls. The spec gives 'Tienda no encontrada'-like errors no wording, so
 * these follow its tone (architecture rule 12); the edit refusal is section 8's tooltip.
 */
export const CUSTOMER_TEXT = {
  sessionInvalid: 'La sesion no es valida',
  sessionNotFound: 'Sesion no encontrada',
  storeNotFound: 'Tienda no encontrada',
  /** A store the platform administrator disabled: it exists, it is just not selling now. */
  storeUnavailable: 'Esta tienda no está disponible en este momento. Por favor intentelo más tarde.',
  orderNotFound: 'Pedido no encontrado',
  catalogueNotFound: 'Catálogo no encontrado',
  itemNotFound: 'Item no encontrado',
  productNotFound: 'Producto no encontrado',
  refCodeNotFound: 'Codigo no encontrado',
  tokenInvalid: 'El enlace no es valido',
  itemsRequired: 'Por favor agregue al menos un producto',
  tooManyItems: 'Demasiados productos en un solo pedido',
  lineRequired: 'Por favor ingrese un producto o su descripcion',
  orderEmpty: 'El pedido no tiene productos',
  activityRequired: 'Por favor ingrese la actividad',
  payloadTooLarge: 'Los datos de la actividad son demasiado grandes',
  refCodeRequired: 'Por favor ingrese el codigo',
  paymentNotRequired: 'El pago de este pedido no fue solicitado',
  checkoutUnavailable: 'El pago en linea no esta disponible para este pedido',
  onlinePaymentOff:
    'El pago en linea no esta disponible en esta tienda por el momento. Consulte a la tienda por otro medio de pago',
  checkoutFailed: 'No fue posible iniciar el pago, por favor intentelo de nuevo.',
  paymentNotFound: 'Pago no encontrado',
  outcomeInvalid: 'Por favor indique el resultado del pago',
  signatureInvalid: 'Firma de notificacion de pago invalida',
} as const;
