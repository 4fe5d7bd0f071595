/**
 * Tooltips, success messages and validation texts of orders, clients and payments. The `spec`
 * group is word for word from spec sections 5 and 8; `text` holds strings the spec does not give,
 * written in its tone (architecture rule 12).
 */
export const ORDER_MSG = {
  /** Other concepts, shipping cost, revised prices (and so the total) once payment left pending. */
  paymentFixed: 'No es posible modificar esto, el pago ya fue fijado.',
  /** 'Solicitar pago' outside pending/preparing, with payment not pending or without a method. */
  requestPaymentUnavailable:
    'No es posible modificar esto, solo disponible en estado Pendiente o en Proceso, con un metodo de ya pago definido por el cliente.',
  /** Item quantities (and adding items) outside provisional or pending. */
  quantityUnavailable: 'No es posible modificar esto, solo disponible en estado Pendiente o Provisorio.',
  /** The customer changing items of an order that is no longer provisional. */
  orderConfirmed: 'No es posible modificar esto, el pedido ya esta confirmado.',
  orderSaved: 'Orden actualizada correctamente',
  paymentSaved: 'Pago actualizado correctamente',
  emptyTable: 'No se encontraron resultados.',
  conceptDescriptionRequired: 'Por favor ingrese un concepto a definir',
  conceptValuePositive: 'Por favor ingrese valor mayor a 0',
  itemAlreadyInOrder: 'El item que desea agregar ya existe en el pedido',
  /** Payment text set by Completar on the payments list. */
  paymentApproved: 'Aprobado',
  /** The store registered a client (POST /store/clients/), or the chat did (the client's activity). */
  clientRegistered: 'Cliente registrado exitosamente',
} as const;

export const ORDER_TEXT = {
  shippingUnavailable: 'No es posible modificar esto, solo disponible en estado En proceso o A despachar.',
  shipmentImported: 'No es posible modificar esto, el envio fue informado por la tienda online.',
  /** The real reasons of a locked 'Solicitar pago' / Completar (issue 19: each names its own). */
  paymentAlreadyRequested: 'No es posible modificar esto, el pago ya fue solicitado al cliente.',
  paymentInProcess: 'No es posible modificar esto, el pago esta en proceso con el medio de pago.',
  paymentAlreadyApproved: 'No es posible modificar esto, el pago ya fue aprobado.',
  paymentNotRequested: 'No es posible modificar esto, primero hay que solicitar el pago.',
  paymentMethodMissing: 'No es posible modificar esto, el cliente todavia no eligio un metodo de pago.',
  /** Shipping cost of a pickup order. */
  pickupNoShipping:
    'No es posible modificar esto, el pedido se retira en sucursal y no lleva costo de envio.',
  /** Delivery or pickup switch outside the editable statuses. */
  deliveryUnavailable:
    'No es posible modificar esto, la entrega solo cambia en estado Provisorio, Pendiente, En proceso o A despachar.',
  deliveryAddressRequired: 'Por favor ingrese la direccion de entrega',
  deliveryInvalid: 'Por favor indique si el pedido se envia o se retira en sucursal',
  deliverySaved: 'Entrega del pedido actualizada',
  settingInvalid: 'Por favor indique si o no',
  filterInvalid: 'El filtro solicitado no es valido',
  paymentSettingsSaved: 'Configuracion de cobros guardada',
  /** Undo of a Completar. */
  undoUnavailable: 'No es posible deshacer: el pago no fue completado a mano por la tienda.',
  undoAdminOnly: 'Solo el administrador de la tienda puede deshacer un cobro completado.',
  crewCannotComplete: 'El administrador de la tienda no habilito al equipo para completar cobros.',
  completeAmountMismatch: 'El monto no coincide con el total del pedido, por favor revise el pedido.',
  paymentUndone: 'Cobro deshecho: el pago vuelve a Solicitado',
  paymentStatusChange:
    'No es posible modificar esto, el estado del pago solo cambia con Solicitar pago o Completar.',
  orderNotFound: 'Pedido no encontrado',
  clientNotFound: 'Cliente no encontrado',
  clientPhoneTaken: 'Ya hay un cliente de la tienda con ese telefono',
  itemNotFound: 'Item no encontrado',
  conceptNotFound: 'Concepto no encontrado',
  productNotFound: 'Producto no encontrado',
  amountPositive: 'Por favor ingrese una cantidad mayor a 0',
  amountTooLarge: 'Por favor ingrese una cantidad menor',
  priceInvalid: 'Por favor ingrese un precio valido',
  valueTooLarge: 'Por favor ingrese un valor menor',
  shippingCostInvalid: 'Por favor ingrese un costo de envio valido',
  dateInvalid: 'Por favor ingrese una fecha valida (dia/mes/año hora:minutos)',
  linkInvalid: 'Por favor ingrese un link valido (debe comenzar con http:// o https://)',
  textTooLong: 'El texto ingresado es demasiado largo',
  statusInvalid: 'Por favor seleccione un estado valido',
  paymentStatusInvalid: 'Por favor seleccione un estado de pago valido',
  timeZoneInvalid: 'La zona horaria no es valida',
  pageInvalid: 'La pagina solicitada no es valida',
  productRequired: 'Por favor seleccione un producto',
  tooManyRows: 'Demasiados elementos en una sola operacion',
  oneShipment: 'Solo es posible editar un envio por vez',
  viewInvalid: 'La vista solicitada no es valida',
  exportTooLarge: 'Demasiados resultados para exportar ({max} como maximo), por favor aplique filtros',
} as const;
