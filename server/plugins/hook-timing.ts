import type { FastifyInstance, RouteOptions } from 'fastify';

/** The hooks that run on every request (the others run at start-up, shutdown or per route). */
const PER_REQUEST = new Set(['onRequest', 'preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend', 'onResponse', 'onError']);
const WITH_PAYLOAD = new Set(['preSerialization', 'onSend', 'onError']);

interface Span {
  ns: bigint;
  calls: number;
}

/** Where a hook was added: the first stack frame outside this file and Fastify (a source file and line under tsx). */
function callerOf(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    if (line.includes('hook-timing') || line.includes('node_modules') || line.includes('node:')) continue;
    const text = line.trim().replace(/^at /, '');
    const location = text.endsWith(')') ? text.slice(text.lastIndexOf('(') + 1, -1) : text;
    const parts = location.split(':');
    if (parts.length >= 3) return `${parts.slice(0, -2).join(':').replace(/^.*?\/server\//, 'server/')}:${parts[parts.length - 2]}`;
  }
  return 'unknown';
}

/**
 * The bench mode's per-hook timing (issue 41, scripts/bench/hooks.ts): wraps every per-request hook and every route
 * handler added to this app, and adds up the time each takes, by where it was added. A hook that returns a promise
 * is timed until it settles (for the hooks here that is CPU time: none of them waits for I/O on a public read).
 * Only the bench builds an app with it; a normal app never pays for it.
 */
export class HookTimer {
  readonly spans = new Map<string, Span>();

  private add(label: string, started: bigint): void {
    const span = this.spans.get(label) ?? { ns: 0n, calls: 0 };
    span.ns += process.hrtime.bigint() - started;
    span.calls++;
    this.spans.set(label, span);
  }

  reset(): void {
    this.spans.clear();
  }

  private wrap<F extends (...args: any[]) => unknown>(label: string, fn: F, doneAt: number): F {
    const add = (started: bigint) => this.add(label, started);
    // Same arity as Fastify expects of a callback hook; never an async function (Fastify would ignore `done`).
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const started = process.hrtime.bigint();
      const done = args[doneAt] as ((...a: unknown[]) => void) | undefined;
      let finished = false;
      const finish = () => {
        if (!finished) add(started);
        finished = true;
      };
      if (typeof done === 'function')
        args[doneAt] = (...a: unknown[]) => {
          finish();
          done(...a);
        };
      const result = fn.apply(this, args) as { then?: (a: () => void, b: () => void) => void } | undefined;
      if (result && typeof result.then === 'function') result.then(finish, finish);
      // A hook that answered (the stored answers: hijacked, `done` never called) ends its span here.
      else if ((args[1] as { sent?: boolean } | undefined)?.sent === true) finish();
      else if (typeof done !== 'function') finish();
      return result;
    };
    Object.defineProperty(wrapped, 'length', { value: fn.length });
    return wrapped as unknown as F;
  }

  /** Call right after Fastify() and before any plugin: child contexts inherit the wrapped addHook. */
  instrument(app: FastifyInstance): void {
    const addHook = app.addHook;
    const wrap = this.wrap.bind(this);
    (app as unknown as { addHook: unknown }).addHook = function (this: FastifyInstance, name: string, fn: (...args: any[]) => unknown) {
      if (!PER_REQUEST.has(name) || typeof fn !== 'function') return (addHook as any).call(this, name, fn);
      const label = `${name} ${callerOf(new Error().stack)}`;
      // A callback hook gets `done` after request, reply (and payload); an async one returns a promise.
      const callback = fn.constructor.name !== 'AsyncFunction' && fn.length === (WITH_PAYLOAD.has(name) ? 4 : 3);
      return (addHook as any).call(this, name, callback ? wrap(label, fn, WITH_PAYLOAD.has(name) ? 3 : 2) : wrap(label, fn, -1));
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      const handler = route.handler;
      const label = `handler ${route.method} ${route.url}`;
      route.handler = wrap(label, handler as (...args: any[]) => unknown, -1) as RouteOptions['handler'];
    });
  }
}
