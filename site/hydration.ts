import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router-dom';

/** A translated page's words by their English key (site/i18n/catalogue.ts, PageMessages). */
type PageMessages = Record<string, string>;

export const HYDRATION_ELEMENT_ID = 'site-data';

type SerialError = { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown } | { __type: 'Error'; message: string };

/**
 * Route errors need a tag to survive JSON: ErrorResponses and Errors are rebuilt in the browser. A translated page's
 * words (site/i18n/catalogue.ts) travel beside the router's data; an English page has none.
 */
export function serializeHydration(
  state: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null },
  messages?: PageMessages,
): string {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, e]): [string, SerialError] => [
          id,
          isRouteErrorResponse(e) ? { __type: 'RouteErrorResponse', status: e.status, statusText: e.statusText, data: e.data } : { __type: 'Error', message: 'Something went wrong' },
        ]),
      )
    : null;
  return escapeJson(JSON.stringify({ loaderData: state.loaderData, actionData: state.actionData, errors, messages }));
}

/** Safe inside <script>: no '<' (no </script>), and the two line terminators JavaScript once rejected. */
export function escapeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function reviveHydration(text: string): { state: HydrationState; messages: PageMessages | null } {
  const raw = JSON.parse(text) as {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerialError> | null;
    messages?: PageMessages;
  };
  const errors = raw.errors
    ? Object.fromEntries(
        Object.entries(raw.errors).map(([id, e]) => [id, e.__type === 'RouteErrorResponse' ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data) : new Error(e.message)]),
      )
    : null;
  return { state: { loaderData: raw.loaderData, actionData: raw.actionData, errors }, messages: raw.messages ?? null };
}
