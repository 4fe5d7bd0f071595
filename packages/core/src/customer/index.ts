export * from './messages';
export * from './session';
export * from './schemas';
export * from './closing';
export * from './closing-schemas';
export type * from './types';
