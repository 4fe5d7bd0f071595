/** Texts of the order screen's guidance, Completar's dialog, payment alerts and Cobros (issue 19). */
export const OT = {
  statusHelp: 'Qué hace cada estado',
  unlockIn: 'Se habilita en {status}.',
  moveTo: 'Pasar a {status}',
  moveToSaves: 'Guarda el pedido con el estado {status}',
  breakdownTitle: 'Resumen del monto',
  itemsSubtotal: 'Subtotal de productos',
  shipping: 'Envío',
  pickup: 'Retira en sucursal (sin costo de envío)',
  total: 'Total',
  deliveryTitle: 'Entrega',
  deliveryOption: 'Envío a domicilio',
  pickupOption: 'Retira en sucursal',
  deliveryAddress: 'Dirección de entrega',
  saveDelivery: 'Guardar entrega',
  complete: 'Completar',
  completeTitle: 'Completar cobro del pedido {id}',
  completeText: 'Confirme que la tienda recibió el pago. Queda registrado quién lo marcó y cuándo.',
  completeAmount: 'Monto recibido',
  completeMethod: 'Método de pago',
  completeNote: 'Nota del comprobante (opcional)',
  completeConfirm: 'Confirmar cobro',
  cancel: 'Cancelar',
  crewCannotComplete: 'El administrador de la tienda no habilitó al equipo para completar cobros.',
  historyTitle: 'Historial del cobro',
  historyEmpty: 'Sin cambios de pago todavía.',
  historyKinds: {
    requested: 'Pago solicitado',
    completed: 'Cobro completado',
    undone: 'Cobro deshecho',
    provider: 'Aviso del medio de pago',
  },
  historyBy: 'por {name}',
  historyProvider: 'medio de pago en línea',
  undo: 'Deshacer cobro',
  undoTitle: 'Deshacer el cobro',
  undoText: 'El pago vuelve a Solicitado. Use esto solo si el cobro se marcó por error.',
  crewSetting: 'El equipo puede completar cobros',
  crewSettingHelp:
    'Si está apagado, solo el administrador de la tienda puede marcar un pago como cobrado con Completar.',
  alertOne: 'Cambio de pago en el pedido {id}: {status}',
  alertMany: '{count} cambios de pago nuevos',
  alertBadgeOne: 'Un cambio de pago sin ver',
  alertBadgeMany: '{count} cambios de pago sin ver',
  showUnrequested: 'Mostrar pedidos provisorios sin cobro solicitado',
  totalsLine: '{count} cobros filtrados, total {total}',
  totalsOf: '{label}: {count} ({total})',
} as const;

/** The unseen payment changes, in words ('Un cambio...', '3 cambios...'). */
export function alertBadgeText(count: number): string {
  return count === 1 ? OT.alertBadgeOne : OT.alertBadgeMany.replace('{count}', String(count));
}
