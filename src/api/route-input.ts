import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parse } from './validation';

/** The zod schemas a route reads its body and query string with. */
export interface RouteInput {
  body?: z.ZodType;
  query?: z.ZodType;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's handler receives: its body and query as its schemas made them. */
export interface Valid<B, Q> {
  body: Parsed<B>;
  query: Parsed<Q>;
}

/** A handler that carries the schemas it parses, so the OpenAPI document reads them from the route. */
export type ValidatedHandler = RequestHandler & { input: RouteInput };

/**
 * A route handler with its input schemas: the body and query are parsed before the handler runs (a
 * 400 with the schema's message otherwise) and handed to it. The OpenAPI document is generated from
 * the same schemas (`input` on the handler), so what it shows cannot drift from what the route takes.
 */
export function validated<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  input: { body?: B; query?: Q },
  handler: (req: Request, res: Response, valid: Valid<B, Q>, next: NextFunction) => unknown,
): ValidatedHandler {
  const { body, query } = input;
  const run = function validatedInput(req: Request, res: Response, next: NextFunction) {
    const valid = {
      body: body ? parse(body, req.body) : undefined,
      query: query ? parse(query, req.query) : undefined,
    } as Valid<B, Q>;
    return handler(req, res, valid, next);
  };
  return Object.assign(run as RequestHandler, { input: { body, query } });
}

/** The input schemas of a route's handlers (read by the OpenAPI document). */
export function inputOf(handlers: Array<{ input?: RouteInput }>): RouteInput {
  return handlers.reduce<RouteInput>(
    (all, h) => ({ body: h.input?.body ?? all.body, query: h.input?.query ?? all.query }),
    {},
  );
}
