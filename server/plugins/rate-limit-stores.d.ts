// @fastify/rate-limit's own stores, required by path (its type declarations cover only the plugin).
declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, redis: unknown, key?: string) => unknown;
  export default RedisStore;
}
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, cache?: number) => unknown;
  export default LocalStore;
}
