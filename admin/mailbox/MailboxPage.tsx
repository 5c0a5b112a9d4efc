import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useCanAccess, useLocaleState, useNotify } from 'react-admin';
import { errorMessage } from '../../src/api/client';
import { useTr } from '../common/useTr';
import { MailMessage } from './MailMessage';
import { listKept, PAGE_SIZE, sendAllKept, sendKept, type MailboxPage as Page } from './api';

/**
 * Outgoing mail (issue 37 item 20): the e-mails the site wrote while no mail server was set (SMTP_URL), kept so
 * nothing is lost. Owners and admins read each one and, once the server runs with SMTP_URL, send one or all.
 */
export function MailboxPage() {
  const tr = useTr();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { canAccess: canSend } = useCanAccess({ resource: 'mailbox', action: 'send' });
  const [page, setPage] = useState(0);
  const [box, setBox] = useState<Page | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => listKept(page).then(setBox, (err) => notify(errorMessage(err), { type: 'error' })), [page, notify]);
  useEffect(() => void load(), [load]);
  const close = useCallback(() => setOpen(null), []);
  const send = async (call: () => Promise<{ sent: number }>) => {
    setBusy(true);
    try {
      const { sent } = await call();
      notify(tr('%{smart_count} e-mail is being sent |||| %{smart_count} e-mails are being sent', { smart_count: sent }), { type: 'success' });
      await load();
    } catch (err) {
      notify(errorMessage(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'short', timeStyle: 'short' });
  const ready = !!box?.mail_server && canSend;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={tr('Outgoing mail (not sent: no mail server set)')} />
      {box && (
        <Alert severity={box.mail_server ? 'info' : 'warning'} sx={{ mb: 2, maxWidth: 900 }} data-testid="mailbox-server">
          {box.mail_server
            ? tr('A mail server is set now. These e-mails were written while none was: read them, then send them one by one or all at once.')
            : tr('No mail server is set (SMTP_URL), so e-mails are kept here instead of being sent. Restart the server with SMTP_URL to send them; nothing is lost meanwhile.')}
        </Alert>
      )}
      <Card variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Typography>{tr('%{smart_count} kept e-mail |||| %{smart_count} kept e-mails', { smart_count: box?.total ?? 0 })}</Typography>
          {canSend && (
            <Button variant="contained" startIcon={<SendIcon />} disabled={!ready || busy || !box?.total} onClick={() => void send(sendAllKept)}>
              {tr('Send all')}
            </Button>
          )}
        </Box>
        <Table size="small" aria-label={tr('Kept e-mails')}>
          <TableHead>
            <TableRow>
              <TableCell>{tr('Written')}</TableCell>
              <TableCell>{tr('To')}</TableCell>
              <TableCell>{tr('Subject')}</TableCell>
              <TableCell>{tr('Attachments')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {box?.data.map((m) => (
              <TableRow key={m.id} hover data-testid="kept-mail">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(m.created_at)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{m.to.join(', ')}</TableCell>
                <TableCell>
                  <Button onClick={() => setOpen(m.id)} sx={{ textTransform: 'none', textAlign: 'start' }}>
                    {m.subject}
                  </Button>
                </TableCell>
                <TableCell>{m.attachments || ''}</TableCell>
                <TableCell align="right">
                  {canSend && (
                    <Button size="small" startIcon={<SendIcon />} disabled={!ready || busy} onClick={() => void send(() => sendKept(m.id))}>
                      {tr('Send')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {box && box.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{tr('No e-mail is waiting here.')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {box && box.total > PAGE_SIZE && (
          <TablePagination component="div" count={box.total} page={page} onPageChange={(_, p) => setPage(p)} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} />
        )}
      </Card>
      {open !== null && <MailMessage id={open} onClose={close} />}
    </Box>
  );
}
