/**
 * Every page address of the spec's route table, in one place: the router, the menu, the guards
 * and the section placeholders all read them from here.
 */
export const PATHS = {
  root: '/',
  login: '/login',
  register: '/register',
  recoverPassword: '/recoverpass',
  home: '/home',
  orderList: '/orderlist',
  paymentList: '/paymentlist',
  clientList: '/clientlist',
  clientDetail: '/clientdetail',
  orderDetail: '/orderdetail',
  productStore: '/productstore',
  marketing: '/marketing',
  dashboard: '/dashboard',
  options: '/options',
  optionsAdmin: '/optionsadmin',
  userList: '/userlist',
  help: '/help',
  homeClient: '/homeclient',
} as const;

/** /orderdetail/{id}: one order of the store. */
export function orderDetailPath(id: number | string): string {
  return `${PATHS.orderDetail}/${encodeURIComponent(String(id))}`;
}
