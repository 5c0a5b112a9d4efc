import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError, type AnyObject, type Schema } from 'yup';
import { fieldErrors, validateInput, validationMessage, type FieldErrors } from '../src/schemas/validate';
import { drainUnreadBody } from './lib/limits';

/** An error whose message is meant for the client. Anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string>,
  ) {
    super(message);
  }
  /** More of the answer beside message and errors (a 409 conflict's changes, issue 31). */
  details?: Record<string, unknown>;
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field ? { [field]: message } : undefined);
export const notFound = (label = 'Record') => new HttpError(404, `${label} not found`);

export function validationFailed(errors: FieldErrors): HttpError {
  return new HttpError(422, validationMessage(errors), errors);
}

/** Validates a request body with a shared yup schema; a 422 names every field that failed. */
export async function validated<T extends AnyObject>(schema: Schema<T>, body: unknown): Promise<T> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object');
  const result = await validateInput(schema, body);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}

function constraintError(err: { code?: string; message?: string }): HttpError | null {
  const code = String(err.code ?? '');
  // better-sqlite3 reports some foreign-key failures (a parent delete) as SQLITE_CONSTRAINT_TRIGGER.
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503' || (code.startsWith('SQLITE_CONSTRAINT') && /FOREIGN KEY constraint failed/.test(err.message ?? '')))
    return new HttpError(409, 'This record is linked to other records; remove or change those first');
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') {
    const m = /UNIQUE constraint failed: \w+\.(\w+)/.exec(err.message ?? '') ?? /Key \((\w+)\)/.exec((err as any).detail ?? '');
    const field = m?.[1];
    return new HttpError(409, field ? `This ${field} is already in use` : 'A record with the same value already exists', field ? { [field]: `This ${field} is already in use` } : undefined);
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  // An answer given before the body was read (a refusal) waits for the rest of a bounded body: the client then gets
  // the answer and its message, not a connection closed under its upload (server/lib/limits.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    const draining = drainUnreadBody(request.raw);
    if (!draining) return done(null, payload);
    void draining.then(() => {
      // Fastify closes the connection after a body it stopped reading ("the client may send more"); read to its end,
      // the connection is clean and stays open for the client's next request.
      if (request.raw.complete && reply.getHeader('connection') === 'close') reply.removeHeader('connection');
      done(null, payload);
    });
  });
  app.setErrorHandler((error: FastifyError & { errors?: Record<string, string> }, request, reply) => {
    if (error instanceof ValidationError) {
      const v = validationFailed(fieldErrors(error));
      return reply.status(422).send({ error: true, message: v.message, errors: v.errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: true, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.details });
    }
    const constraint = constraintError(error as any);
    if (constraint) return reply.status(constraint.statusCode).send({ error: true, message: constraint.message, ...(constraint.errors ? { errors: constraint.errors } : {}) });

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply.status(500).send({ error: true, message: `Something went wrong on our side. Please try again; reference ${request.id}.` });
    }
    // Fastify's own 4xx: malformed JSON, body too large, schema validation, unsupported media type.
    let message = error.message;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/.test(error.message))
      message = 'The request body is not valid JSON';
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = `The request body is too large (at most ${sizeLabel(request.routeOptions.bodyLimit ?? 1024 * 1024)})`;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Unsupported content type; send application/json';
    if (error.validation) {
      const field = String((error.validation[0] as any)?.instancePath ?? '').replace(/^\//, '') || (error.validation[0] as any)?.params?.missingProperty;
      return reply.status(400).send({ error: true, message: field ? `${field}: ${error.message}` : error.message, ...(field ? { errors: { [field]: error.message } } : {}) });
    }
    return reply.status(status).send({ error: true, message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: true, message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** 16384 -> "16 KB", 1048576 -> "1 MB". */
function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
