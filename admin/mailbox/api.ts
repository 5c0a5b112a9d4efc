import { api } from '../../src/api/client';

/** The mailbox calls of the back-office (server/leads/mailbox.ts), over the shared axios instance (token, XSRF). */
export interface KeptMail {
  id: number;
  created_at: string;
  owner: { type: string; id: number };
  to: string[];
  subject: string;
  attachments: number;
}
export interface MailboxPage {
  /** Whether this server has a mail server now (SMTP_URL): only then can kept e-mails be sent. */
  mail_server: boolean;
  total: number;
  data: KeptMail[];
}
export interface MailDetail {
  id: number;
  status: string;
  created_at: string;
  sent_at: string | null;
  mail_server: boolean;
  headers: { name: string; value: string }[];
  text: string;
  html: string;
  attachments: { index: number; filename: string; content_type: string; size: number }[];
}

export const PAGE_SIZE = 25;
export const listKept = async (page: number) => (await api.get<MailboxPage>('/api/mailbox', { params: { offset: page * PAGE_SIZE, limit: PAGE_SIZE } })).data;
export const readMail = async (id: number) => (await api.get<MailDetail>(`/api/mailbox/${id}`)).data;
export const attachment = async (id: number, index: number) => (await api.get<Blob>(`/api/mailbox/${id}/attachments/${index}`, { responseType: 'blob' })).data;
export const sendKept = async (id: number) => (await api.post<{ sent: number }>(`/api/mailbox/${id}/send`)).data;
export const sendAllKept = async () => (await api.post<{ sent: number }>('/api/mailbox/send-all')).data;
