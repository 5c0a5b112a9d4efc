import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ACCEPT_LANGUAGE, XSRF_COOKIE, XSRF_HEADER } from '../constants';

/**
 * The one HTTP client of both front ends (spec §1, §7): credentials included, bearer token of the
 * stored user, Accept-Language fixed to en, the XSRF cookie echoed in a header, no timeout.
 */
export const api: AxiosInstance = axios.create({
  baseURL: '',
  withCredentials: true,
  withXSRFToken: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
  timeout: 0,
  headers: { 'Accept-Language': ACCEPT_LANGUAGE, Accept: 'application/json' },
});

/** Supplies the bearer token (set by the session module, so this file has no storage logic). */
let tokenSource: () => string | null = () => null;
export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/** Called once per failed request on a 401 (the session module clears the user and goes to login). */
let unauthorizedHandler: (error: AxiosError) => void = () => {};
export function onUnauthorized(handler: (error: AxiosError) => void): void {
  unauthorizedHandler = handler;
}

api.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = tokenSource();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', ACCEPT_LANGUAGE);
  return config;
});

const handled = new WeakSet<object>();
api.interceptors.response.use(undefined, (error: AxiosError) => {
  const config = error.config as object | undefined;
  if (error.response?.status === 401 && (!config || !handled.has(config))) {
    if (config) handled.add(config);
    unauthorizedHandler(error);
  }
  return Promise.reject(error);
});

/** Spec §7: called at start-up so the XSRF-TOKEN cookie exists before any form is sent. */
export async function initCsrf(): Promise<void> {
  await api.get('/sanctum/csrf-cookie');
}

/** The server's message from an error answer, or the thrown error's own message. */
export function errorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: string } | undefined;
    if (data?.message) return data.message;
    if (!error.response) return 'We could not reach the server. Please check your connection and try again.';
  }
  return error instanceof Error ? error.message : String(error);
}
