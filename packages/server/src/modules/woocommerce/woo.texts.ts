/** What the store owner reads about WooCommerce syncs: route answers and the import log's error_msg. */
export const WOO_TEXT = {
  notConfigured:
    'Complete la URL de la tienda, la clave y el secreto de WooCommerce en Integraciones para sincronizar',
  started: 'Sincronizacion con WooCommerce iniciada',
  auth: 'WooCommerce rechazo la clave o el secreto (error {status}). Revise en Integraciones que la clave y el secreto sean correctos y tengan permiso de lectura',
  notFound:
    'No se encontro la API de WooCommerce en {url} (error 404). Revise la URL de la tienda y que los enlaces permanentes de WordPress esten activos',
  unavailable:
    'WooCommerce no respondio (error {status}) despues de varios intentos. El avance quedo guardado: la proxima sincronizacion continua desde la pagina {page}',
  unreachable:
    'No se pudo conectar con WooCommerce en {url}. El avance quedo guardado: la proxima sincronizacion continua desde la pagina {page}',
  invalid:
    'La respuesta de WooCommerce no es valida (error {status}, pagina {page}). Revise la URL de la tienda',
  tooManyAttempts:
    'La sincronizacion con WooCommerce se interrumpio varias veces. Se volvera a intentar en la proxima sincronizacion',
  unexpected: 'Ocurrio un error inesperado al sincronizar con WooCommerce. Referencia: {ref}',
} as const;

export function fillText(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? '-'));
}
