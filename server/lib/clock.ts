/** Timestamps are stored as UTC ISO-8601 text on both databases. */
export const nowIso = () => new Date().toISOString();
