/** Enquiries per UTC day for the last `days` days, oldest first, days without leads included. */
export function perDay(createdAt: string[], days = 30, now = new Date()): { day: string; count: number }[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const buckets = new Map<string, number>();
  for (let i = days - 1; i >= 0; i--) buckets.set(new Date(end - i * 86_400_000).toISOString().slice(0, 10), 0);
  for (const ts of createdAt) {
    const day = ts.slice(0, 10);
    if (buckets.has(day)) buckets.set(day, buckets.get(day)! + 1);
  }
  return [...buckets].map(([day, count]) => ({ day, count }));
}

export const daysAgoIso = (days: number, now = new Date()) => new Date(now.getTime() - days * 86_400_000).toISOString();
