import axios from 'axios';
import { HttpError, type fetchUtils } from 'react-admin';
import { api } from '../../src/api/client';

/** What ra-data-simple-rest expects back from its httpClient. */
export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
  json: any;
}

function toRecord(headers: fetchUtils.Options['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...(headers as Record<string, string>) };
}

function parse(text: string): any {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * ra-data-simple-rest over the shared axios instance, so every admin call carries the bearer token,
 * Accept-Language and the XSRF header, and 401s go through the session's one handler.
 * A 422 `{error, message, errors:{field:msg}}` becomes HttpError(message, 422, {errors}) which
 * react-admin shows under each field.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}): Promise<HttpResult> {
  const headers = toRecord(options.headers);
  if (typeof options.body === 'string' && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
  try {
    const res = await api.request<string>({
      url,
      method: (options.method ?? 'GET') as any,
      data: options.body,
      headers,
      responseType: 'text',
      transformResponse: [(d: unknown) => d],
    });
    const text = typeof res.data === 'string' ? res.data : JSON.stringify(res.data ?? '');
    const h = new Headers();
    for (const [k, v] of Object.entries(res.headers ?? {})) if (v != null) h.set(k, String(v));
    return { status: res.status, headers: h, body: text, json: parse(text) };
  } catch (error) {
    throw toHttpError(error);
  }
}

export function toHttpError(error: unknown): unknown {
  if (!axios.isAxiosError(error)) return error;
  if (!error.response) return new HttpError('We could not reach the server. Please check your connection and try again.', 0);
  const { status } = error.response;
  const raw = error.response.data;
  const body = typeof raw === 'string' ? parse(raw) : raw;
  const message = (body && typeof body === 'object' && typeof body.message === 'string' && body.message) || error.message || `Request failed (${status})`;
  const errors = body && typeof body === 'object' && body.errors && typeof body.errors === 'object' ? body.errors : undefined;
  return new HttpError(message, status, errors ? { ...body, errors } : body);
}
