import type { EnquirySource } from '../api/public';
import { isHttpUrl } from '../../src/text';
import { rememberVisitSource } from './source';
import { mayI } from '../../src/consent';

/** What an enquiry says about where it came from: this page, its project, and the visit's remembered source. */
export function enquirySource(projectId: number | null | undefined): EnquirySource {
  const remembered = rememberVisitSource(window.location.search, document.referrer, window.location.origin);
  // The campaign and referrer join the lead only with marketing consent (issue 24).
  if (!mayI('marketing')) return { source_path: window.location.pathname.slice(0, 500), project_id: projectId ?? null, utm_source: null, utm_medium: null, utm_campaign: null, referrer: null };
  // Only web pages count as a referrer (the server refuses other schemes, such as an app's android-app://).
  const referrer = remembered.referrer && isHttpUrl(remembered.referrer) ? remembered.referrer : null;
  return { source_path: window.location.pathname.slice(0, 500), project_id: projectId ?? null, ...remembered, referrer };
}
