import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';

/** An error whose message is meant for the client. Anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field ? { [field]: message } : undefined);
export const notFound = (label = 'Record') => new HttpError(404, `${label} not found`);

/** yup's errors as { field: message }, with react-admin's dotted paths (a.b.0.c). */
export function fieldErrors(err: ValidationError): Record<string, string> {
  const out: Record<string, string> = {};
  const list = err.inner.length ? err.inner : [err];
  for (const e of list) {
    const path = (e.path || '_').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
    // yup's default type error quotes the value sent (up to a megabyte): answer the expected type instead.
    const message = /but the final value was/.test(e.message) ? `${path} must be ${e.params?.type === 'array' ? 'a list' : `a ${String(e.params?.type ?? 'value')}`}` : e.message;
    if (!out[path]) out[path] = message.length > 300 ? `${message.slice(0, 297)}...` : message;
  }
  return out;
}

/**
 * 422 with the first field's own message on top, as people read it ("Phone number must be at least 10
 * digits", not "phone: ..."): the site and the admin show it as is; `errors` names every field for machines.
 */
export function validationFailed(errors: Record<string, string>): HttpError {
  const first = Object.values(errors)[0];
  return new HttpError(422, first ?? 'The data is not valid', errors);
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
  app.setErrorHandler((error: FastifyError & { errors?: Record<string, string> }, request, reply) => {
    if (error instanceof ValidationError) {
      const v = validationFailed(fieldErrors(error));
      return reply.status(422).send({ error: true, message: v.message, errors: v.errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: true, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
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
