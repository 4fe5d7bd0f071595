/** The side menu of each role, in order (spec section 2). */
export const STORE_MENU = [
  'Pedidos',
  'Cobros',
  'Clientes',
  'Productos',
  'Marketing',
  'Informes',
  'CONFIGURACION',
  'Ayuda',
  'Soporte por e-mail',
  'Soporte por videollamada',
  'Política de privacidad',
  'Cerrar Sesión',
];

export const PLATFORM_ADMIN_MENU = ['CONFIGURACION', 'Cerrar Sesión'];
