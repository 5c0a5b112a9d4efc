/** Routes that must answer while the process is busy or the database is down (see under-pressure in app.ts). */
export const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
