/**
 * Suggested matches of DLD names to ours. DLD registers land names ("Marsa Dubai"), not the marketing names
 * visitors know ("Dubai Marina"): the usual matches analysts use (DOMAIN.md) come first, then shared words.
 */
export const KNOWN_AREA_MATCHES: Record<string, string> = {
  'marsa dubai': 'dubai-marina',
  'burj khalifa': 'downtown-dubai',
  'business bay': 'business-bay',
  'palm jumeirah': 'palm-jumeirah',
  'hadaeq sheikh mohammed bin rashid': 'dubai-hills-estate',
  'al barsha south fourth': 'jumeirah-village-circle',
  'al thanyah fifth': 'jumeirah-lake-towers',
  'al khairan first': 'dubai-creek-harbour',
  'madinat al mataar': 'dubai-south',
  'al merkadh': 'mohammed-bin-rashid-city',
};

const words = (s: string) => new Set(s.toLowerCase().replace(/[^a-z0-9\s]/g, ' ').split(/\s+/).filter((w) => w.length > 1 && !['the', 'al', 'by', 'of', 'and', 'residences', 'tower', 'towers'].includes(w)));

/** Share of the words two names have in common (0..1). */
export function similarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (!x.size || !y.size) return 0;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return common / Math.max(x.size, y.size);
}

/** The best of our records for a DLD name: a known match, else the most similar name above half its words. */
export function suggest<T extends { id: number; slug: string; name: string }>(dldName: string, ours: T[], known: Record<string, string> = {}): T | null {
  const slug = known[dldName.trim().toLowerCase()];
  if (slug) return ours.find((o) => o.slug === slug) ?? null;
  let best: T | null = null;
  let score = 0.5;
  for (const o of ours) {
    const s = similarity(dldName, o.name);
    if (s >= score) [best, score] = [o, s + 1e-9];
  }
  return best;
}
