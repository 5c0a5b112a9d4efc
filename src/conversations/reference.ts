/**
 * The short reference a WhatsApp link puts in its pre-filled message, so the webhook can tell which page
 * (and project) the chat started from: "(ref: P12)" for project 12, "(ref: /contact-us)" for another page.
 */
export const projectReference = (projectId: number) => `P${projectId}`;

export function referenceText(ref: string): string {
  return `(ref: ${ref})`;
}

/** The reference in a message's text: a project id, or a site path; null when there is none. */
export function parseReference(text: string): { projectId: number | null; path: string | null } | null {
  const m = /\(ref: ?(P(\d{1,9})|\/[\w\-/]{0,80})\)/.exec(text);
  if (!m) return null;
  return m[2] ? { projectId: Number(m[2]), path: null } : { projectId: null, path: m[1] };
}

/** wa.me link to the number (any formatting) with the text pre-filled. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
