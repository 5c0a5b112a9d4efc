export { MailboxPage } from './MailboxPage';
