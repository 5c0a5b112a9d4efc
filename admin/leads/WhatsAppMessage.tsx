import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ConversationMessage } from '../../src/conversations/whatsapp';
import { useTr } from '../common/useTr';
import { WhatsAppQuote } from './WhatsAppQuote';

/** What a message carries beside its text: the ad it came from, a reaction, contacts, a location, a number change. */
function MessageContent({ m, when }: { m: ConversationMessage; when: (iso: string) => string }) {
  const tr = useTr();
  if (m.number_change)
    return <Typography sx={{ fontWeight: 600 }}>{tr('Changed number from +%{from} to +%{to}: this lead now has the new number', m.number_change)}</Typography>;
  if (m.reaction)
    return (
      <>
        <Typography>{m.reaction.emoji ? <span aria-label={tr('Reaction')} style={{ fontSize: '1.5rem' }}>{m.reaction.emoji}</span> : tr('Removed a reaction')}</Typography>
        <WhatsAppQuote quote={m.reaction.to} label="reaction" when={when} />
      </>
    );
  if (m.contacts)
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">{tr('Shared contacts')}</Typography>
        {m.contacts.map((c, i) => (
          <Box key={i}>
            <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
            {c.phones.map((p, j) => (
              <Typography key={j} variant="body2">
                <Link href={`tel:${p.phone.replace(/[^\d+]/g, '') || `+${p.wa_id}`}`}>{p.phone || `+${p.wa_id}`}</Link>
                {p.type ? ` (${p.type.toLowerCase()})` : ''}
                {p.wa_id ? ` · WhatsApp +${p.wa_id}` : ''}
              </Typography>
            ))}
            {c.emails.map((e) => (
              <Typography key={e} variant="body2"><Link href={`mailto:${e}`}>{e}</Link></Typography>
            ))}
          </Box>
        ))}
      </Stack>
    );
  if (m.location)
    return (
      <Stack spacing={0.25}>
        <Typography variant="body2" color="text.secondary">{tr('Shared location')}</Typography>
        {m.location.name && <Typography sx={{ fontWeight: 600 }}>{m.location.name}</Typography>}
        {m.location.address && <Typography variant="body2">{m.location.address}</Typography>}
        <Typography variant="body2">
          <Link href={m.location.map_url} target="_blank" rel="noopener noreferrer">{tr('Open the map')}</Link> ({m.location.latitude}, {m.location.longitude})
        </Typography>
      </Stack>
    );
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Typography>;
}

/** One message the person sent, as staff read it on the lead (issue 37 item 19). */
export function WhatsAppMessage({ m, when }: { m: ConversationMessage; when: (iso: string) => string }) {
  const tr = useTr();
  const ad = m.referral;
  return (
    <Box sx={{ py: 1 }} data-testid="whatsapp-message">
      <Typography variant="body2" color="text.secondary">
        {when(m.at)} · +{m.from_phone}
        {m.contact_name ? ` · ${m.contact_name}` : ''}
        {m.forwarded && <Chip size="small" label={tr('Forwarded')} sx={{ ml: 1 }} />}
      </Typography>
      {ad && (
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, my: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {tr('From an ad: %{headline}', { headline: ad.headline ?? ad.source_id ?? '-' })}
          </Typography>
          {ad.body && <Typography variant="body2">{ad.body}</Typography>}
          <Typography variant="caption" color="text.secondary">
            {ad.source_id ? tr('Ad id %{id}', { id: ad.source_id }) : null}
            {ad.source_url && /^https?:\/\//.test(ad.source_url) && (
              <>
                {' · '}
                <Link href={ad.source_url} target="_blank" rel="noopener noreferrer">{tr('Open the ad')}</Link>
              </>
            )}
          </Typography>
        </Box>
      )}
      {m.reply_to && <WhatsAppQuote quote={m.reply_to} label="reply" when={when} />}
      <MessageContent m={m} when={when} />
    </Box>
  );
}
