import type { Mail } from '../outbox/messages';
import { escapeHtml, oneLine } from '../../src/text';

export interface PermitFacts {
  id: number;
  title: string;
  permit_number: string | null;
  permit_expires_on: string;
}

type Kind = 'expiring' | 'lapsed';

/** The e-mail to the owners and the project's editor: the permit expires in `days` days, or it expired and the project left the site. */
export function permitMail(kind: Kind, p: PermitFacts, to: string[], opts: { productName: string; publicUrl: string; days: number }): Mail {
  const link = `${opts.publicUrl}/admin/projects/${p.id}`;
  const permit = p.permit_number ? `Trakheesi permit ${p.permit_number}` : 'The Trakheesi permit';
  const subject = oneLine(kind === 'expiring' ? `Permit expires in ${opts.days} days: ${p.title}` : `Unpublished, permit expired: ${p.title}`, 180);
  const lines =
    kind === 'expiring'
      ? [`${permit} of ${p.title} expires on ${p.permit_expires_on} (Dubai time).`, 'Renew it with the Dubai Land Department and enter the new permit number, expiry date and QR code on the project before then.', `If it is not renewed, the project leaves ${opts.productName} the day after the permit expires: advertising without a valid permit is fined from AED 50,000.`]
      : [`${permit} of ${p.title} expired on ${p.permit_expires_on}, so the project was unpublished from ${opts.productName} (site, lists, sitemap).`, 'Enter the new permit number, expiry date and QR code on the project: it is published again when the new permit is saved.'];
  return {
    to,
    subject,
    text: [...lines, '', `Open the project: ${link}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Open the project in the back-office</a></p>`,
  };
}
