import type { RequestHandler } from 'express';
import { ValidationError } from '../../lib/errors';

const MAX_DEPTH = 20;
/** NUL, and a UTF-16 surrogate without its pair: PostgreSQL refuses both in text and jsonb. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']) as ReadonlySet<string>;

type Problem = 'text' | 'depth' | 'key' | null;

function problemIn(value: unknown, depth: number): Problem {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? 'text' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return 'depth';
  for (const [key, inner] of Object.entries(value)) {
    if (FORBIDDEN.test(key)) return 'text';
    if (PROTOTYPE_KEYS.has(key)) return 'key';
    const found = problemIn(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

const MESSAGES: Record<Exclude<Problem, null>, string> = {
  text: 'Some text contains characters that are not allowed. Please remove them and try again.',
  depth: 'The request is nested too deeply.',
  key: 'The request contains a field name that is not allowed.',
};

/**
 * One gate for every route: text that cannot be stored (NUL, unpaired surrogates), absurd nesting and
 * prototype keys are refused with a 400 before any route or command sees them.
 */
export const cleanInput: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(new ValidationError('The address is not valid.', 'REQUEST.INVALID_PATH'));
  }
  const problem = problemIn(path, 0) ?? problemIn(req.query, 0) ?? problemIn(req.body, 0);
  if (problem) return next(new ValidationError(MESSAGES[problem], 'REQUEST.INVALID_INPUT'));
  next();
};
