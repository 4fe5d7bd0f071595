export * from './messages';
export * from './session';
export * from './schemas';
export type * from './types';
