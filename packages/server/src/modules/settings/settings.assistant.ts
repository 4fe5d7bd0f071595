/** What the chat assistant and the customer pages (customer issue) read from the store settings. */
export { listPaymentMethods, listPaymentMethodsFor } from './payment-methods.repository';
export { themeOf } from './theme.service';
