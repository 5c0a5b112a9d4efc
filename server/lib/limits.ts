import type { IncomingMessage } from 'node:http';

/** Public forms are a few hundred bytes; a larger body is refused before it is parsed (413). */
export const PUBLIC_FORM_BODY_LIMIT = 16 * 1024;

/**
 * A body answered before it was read (a 413 on its declared length, a 401 or 419 from a hook) is read to its end and
 * thrown away before the answer goes, when it is at most this long: otherwise node closes the connection while the
 * client is still sending, and the client sees a broken connection (EPIPE, "Failed to fetch") instead of the answer
 * that names the problem. Longer or chunked bodies keep node's behaviour (answer, then close). Bounded in time too.
 */
const DRAIN_MAX_BYTES = 2 * 1024 * 1024;
const DRAIN_MAX_MS = 5000;

/** Reads what is left of an unread request body (see above); null when there is nothing to wait for. */
export function drainUnreadBody(req: IncomingMessage): Promise<void> | null {
  if (req.complete || req.readableEnded || req.destroyed) return null;
  // Still being read (an upload streamed to its end by its route): that reader decides, never this drain.
  if (req.listenerCount('data') > 0 || req.listenerCount('readable') > 0) return null;
  const declared = Number(req.headers['content-length']);
  if (!(declared <= DRAIN_MAX_BYTES)) return null;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      req.off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    req.on('end', done).on('close', done).on('error', done);
    req.resume();
  });
}
