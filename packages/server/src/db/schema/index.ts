// One file per area; drizzle-kit reads every table exported from here.
export * from './foundation';
export * from './catalogue';
