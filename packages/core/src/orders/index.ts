export * from './statuses';
export * from './math';
export * from './messages';
export * from './stored-total';
export * from './editability';
export * from './dates';
export * from './schemas';
export * from './types';
