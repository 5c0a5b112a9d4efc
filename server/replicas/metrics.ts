import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';

/** Read replicas (decision 021) in /metrics: each replica's lag and whether it serves, and where queries went. */
export function replicaMetrics(app: FastifyInstance, registry: Registry): void {
  const router = app.db.replicas;
  if (!router) return;
  new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How far each read replica is behind the primary at its last check (-1: unreachable or not a replica)',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const s of router.status()) this.set({ replica: String(s.replica) }, s.lagMs === null ? -1 : s.lagMs / 1000);
    },
  });
  new Gauge({
    name: 'db_replica_serving',
    help: 'Whether each read replica answers reads now (1) or is skipped (0: unreachable, lagging, or behind the latest change)',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const s of router.status()) this.set({ replica: String(s.replica) }, s.serving ? 1 : 0);
    },
  });
  const queries = new Counter({ name: 'db_queries_total', help: 'Database queries by where they ran (primary or a replica)', labelNames: ['target'], registers: [registry] });
  queries.inc({ target: 'primary' }, 0);
  queries.inc({ target: 'replica' }, 0);
  const fallbacks = new Counter({ name: 'db_replica_fallbacks_total', help: 'Reads a replica failed and the primary answered', registers: [registry] });
  router.onQuery = (target) => queries.inc({ target });
  router.onFallback = () => fallbacks.inc();
}
