/**
 * What the store owner reads about WooCommerce syncs: route answers and the import log's error_msg.
 * Never the shop's HTTP status or body: the address is the store's to type, and those details
 * would let a store map whatever answers there.
 */
import { fillTemplate } from '@mostrador/core';
export const WOO_TEXT = {
  notConfigured:
    'Complete la URL de la tienda, la clave y el secreto de WooCommerce en Integraciones para sincronizar',
  started: 'Sincronizacion con WooCommerce iniciada',
  auth: 'WooCommerce rechazo la clave o el secreto. Revise en Integraciones que la clave y el secreto sean correctos y tengan permiso de lectura',
  notFound:
    'No se encontro la API de WooCommerce en {url}. Revise la URL de la tienda y que los enlaces permanentes de WordPress esten activos',
  unavailable:
    'WooCommerce no respondio despues de varios intentos. El avance quedo guardado: la proxima sincronizacion continua desde la pagina {page}',
  unreachable:
    'No se pudo conectar con WooCommerce en {url}. El avance quedo guardado: la proxima sincronizacion continua desde la pagina {page}',
  invalid: 'La respuesta de WooCommerce no es valida (pagina {page}). Revise la URL de la tienda',
  blocked:
    'No se permite conectar con {url}: la URL de la tienda debe ser una direccion publica de internet, con http o https en un puerto habitual. Revise la URL en Integraciones',
  tooManyAttempts:
    'La sincronizacion con WooCommerce se interrumpio varias veces. Se volvera a intentar en la proxima sincronizacion',
  unexpected: 'Ocurrio un error inesperado al sincronizar con WooCommerce. Referencia: {ref}',
} as const;

/** A WooCommerce text with its values; a missing one reads '-'. */
export function fillText(template: string, values: Record<string, string | number | undefined>): string {
  return fillTemplate(template, values, '-');
}
