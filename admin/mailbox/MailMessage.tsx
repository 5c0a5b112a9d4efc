import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Table, TableBody, TableCell, TableRow, Tabs, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../src/api/client';
import { downloadBlob } from '../common/download';
import { useTr } from '../common/useTr';
import { attachment, readMail, type MailDetail } from './api';

/**
 * One e-mail as it will go out: its headers, its text and HTML bodies (the HTML in a sandboxed frame: no scripts,
 * no requests to our origin) and its attachments to download. Link tokens arrive hidden from the server.
 */
export function MailMessage({ id, onClose }: { id: number; onClose: () => void }) {
  const tr = useTr();
  const notify = useNotify();
  const [mail, setMail] = useState<MailDetail | null>(null);
  const [tab, setTab] = useState<'text' | 'html'>('text');
  useEffect(() => {
    readMail(id).then(setMail, (err) => {
      notify(errorMessage(err), { type: 'error' });
      onClose();
    });
  }, [id, notify, onClose]);
  const download = async (index: number, filename: string) => {
    try {
      downloadBlob(await attachment(id, index), filename);
    } catch (err) {
      notify(errorMessage(err), { type: 'error' });
    }
  };
  const subject = mail?.headers.find((h) => h.name === 'Subject')?.value ?? '';
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="mail-message-title">
      <DialogTitle id="mail-message-title">{subject || tr('E-mail')}</DialogTitle>
      <DialogContent dividers>
        {mail && (
          <>
            <Table size="small" aria-label={tr('Headers')} data-testid="mail-headers">
              <TableBody>
                {mail.headers.map((h) => (
                  <TableRow key={h.name}>
                    <TableCell component="th" scope="row" sx={{ width: 140, color: 'text.secondary', verticalAlign: 'top' }}>
                      {h.name}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{h.value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mt: 2 }}>
              <Tab value="text" label={tr('Text')} />
              <Tab value="html" label={tr('HTML')} disabled={!mail.html} />
            </Tabs>
            {tab === 'text' ? (
              <Box component="pre" data-testid="mail-text" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0, py: 2 }}>
                {mail.text}
              </Box>
            ) : (
              <Box component="iframe" title={tr('HTML')} sandbox="" srcDoc={mail.html} sx={{ width: '100%', height: 420, border: '1px solid #ddd', mt: 2 }} />
            )}
            {mail.attachments.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  {tr('Attachments')}
                </Typography>
                {mail.attachments.map((a) => (
                  <Button key={a.index} startIcon={<DownloadIcon />} onClick={() => void download(a.index, a.filename)}>
                    {tr('%{name} (%{size} bytes)', { name: a.filename, size: a.size })}
                  </Button>
                ))}
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
