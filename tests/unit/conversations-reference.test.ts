import { describe, expect, it } from 'vitest';
import { parseReference, projectReference, referenceText, whatsappLink } from '../../src/conversations/reference';
import { isTimeZone, wallClock, zonedInstant } from '../../src/conversations/zone';
import { incomingMessages } from '../../server/whatsapp/parse';

describe('the WhatsApp reference', () => {
  it('round-trips a project and a page through the pre-filled text, in any language', () => {
    const text = `Здравствуйте! Меня интересует Palm Horizon. ${referenceText(projectReference(12))}`;
    expect(parseReference(text)).toEqual({ projectId: 12, path: null });
    expect(parseReference(`مرحباً! ${referenceText('/contact-us')}`)).toEqual({ projectId: null, path: '/contact-us' });
    expect(parseReference('Hello, no reference here')).toBeNull();
    expect(parseReference('(ref: javascript:alert(1))')).toBeNull();
  });

  it('builds a wa.me link from any formatting of the number, the text encoded', () => {
    const href = whatsappLink('+971 50 318-7742', 'Здравствуйте! (ref: P3)');
    expect(href.startsWith('https://wa.me/971503187742?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1])).toBe('Здравствуйте! (ref: P3)');
  });
});

describe('zones by IANA name', () => {
  it('knows real zones only', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('../../etc')).toBe(false);
  });

  it('converts wall time to instants across a change of clocks (New York, 14 March 2027)', () => {
    expect(new Date(zonedInstant('2027-03-13', '09:00', 'America/New_York')).toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(new Date(zonedInstant('2027-03-14', '09:00', 'America/New_York')).toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(wallClock(Date.parse('2027-03-14T13:00:00Z'), 'America/New_York')).toMatchObject({ date: '2027-03-14', time: '09:00', weekday: 0 });
    expect(new Date(zonedInstant('2026-12-01', '09:00', 'Asia/Dubai')).toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });
});

describe('Cloud API payloads', () => {
  it('reads text, media notes, locations and skips what is not a message', () => {
    const payload = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [
        { field: 'messages', value: { contacts: [{ profile: { name: 'Li Wei' }, wa_id: '8613800000000' }], messages: [
          { from: '8613800000000', id: 'wamid.A', timestamp: '1764000000', type: 'text', text: { body: 'Hi\u0000 there' } },
          { from: '8613800000000', id: 'wamid.B', timestamp: '1764000001', type: 'document', document: { filename: 'passport.pdf', mime_type: 'application/pdf', id: '9' } },
          { from: '8613800000000', id: 'wamid.C', timestamp: '1764000002', type: 'location', location: { latitude: 25.2, longitude: 55.27, name: 'Downtown' } },
          { id: 'wamid.D', type: 'text', text: { body: 'no sender' } },
        ] } },
        { field: 'account_update', value: { messages: [{ from: '1', id: 'x', type: 'text', text: { body: 'not a message field' } }] } },
      ] }],
    };
    expect(incomingMessages(payload).map((m) => [m.id, m.name, m.kind, m.body, m.sentAt])).toEqual([
      ['wamid.A', 'Li Wei', 'text', 'Hi there', '2025-11-24T16:00:00.000Z'],
      ['wamid.B', 'Li Wei', 'document', '[document] passport.pdf', '2025-11-24T16:00:01.000Z'],
      ['wamid.C', 'Li Wei', 'location', '[location] Downtown, 25.2, 55.27', '2025-11-24T16:00:02.000Z'],
    ]);
    expect(incomingMessages(null)).toEqual([]);
    expect(incomingMessages({ entry: 'nope' })).toEqual([]);
  });
});
