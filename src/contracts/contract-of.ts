import type { z } from 'zod';

type Fits<S extends z.ZodType, T> = [z.output<S>] extends [T] ? ([T] extends [z.output<S>] ? [] : [never]) : [never];

/**
 * A zod contract of a type a route already answers: `contractOf<UserJson>()(z.object({...}))` compiles
 * only while the schema's output and the type fit each other both ways, so the OpenAPI schema of an
 * answer cannot drift from the code that builds it.
 */
export const contractOf =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._fits: Fits<S, T>): S =>
    schema;

/** The `{ success: true }` many commands answer. */
export const SUCCESS = { success: true } as const;
