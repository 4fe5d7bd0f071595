/*
 * Compile-time agreement between a schema and a type written elsewhere: `Expect<Same<A, B>>`
 * fails tsc unless what the schema lets out is what the type promises, and the reverse.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;
