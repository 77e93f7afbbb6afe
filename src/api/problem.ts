import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';

/** The media type of every error answer (RFC 9457). */
export const PROBLEM_JSON = 'application/problem+json';

/**
 * The stable URI naming a problem type: a tag URI (RFC 4151), the form RFC 9457 suggests for type
 * names that are not meant to be fetched. One per error code, so a client may switch on either.
 */
export const problemType = (code: string) => `tag:golf-bays,2026:problem:${code.toLowerCase()}`;

/** An error answer: RFC 9457's `type`, `title`, `status` and `detail`, plus this API's `message` and `code`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  message: string;
  code: string;
  [extra: string]: unknown;
}

export function problem(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Problem {
  return {
    type: problemType(code),
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail: message,
    message,
    code,
    ...extra,
  };
}

/** Answers an error as problem details; `message` and `code` stay what they always were. */
export function sendProblem(
  res: Response,
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
): Response {
  return res
    .status(status)
    .type(PROBLEM_JSON)
    .json(problem(status, code, message, extra));
}
