import express, { type RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * JSON bodies only (else 415), at most `limit` (else 413), parsed strictly (a bare string or
 * number is malformed: 400). Parser errors reach the one error handler, which answers JSON.
 */
export function jsonBody(limit: string, types: string[] = ['application/json']): RequestHandler[] {
  return [
    (req, _res, next) =>
      next(req.is(types) ? undefined : new HttpError(415, 'The request body must be JSON (Content-Type: application/json).')),
    express.json({ limit, type: types, strict: true }),
  ];
}
