// One file per area; drizzle-kit reads every table exported from here.
export * from './foundation';
export * from './catalogue';
export * from './product-images';
export * from './settings';
export * from './faqs';
export * from './marketing';
export * from './imports';
export * from './operations';
export * from './admin';
export * from './notifications';
export * from './assistant';
export * from './customer';
export * from './payments';
export * from './woocommerce';
