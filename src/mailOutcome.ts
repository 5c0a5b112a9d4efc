/**
 * What became of the e-mail a visitor's form asked for (issue 37 item 20), in the server's answer: 'queued' when a
 * mail server is set (it is on its way), 'kept' when none is (staff hold it and send it later). The site words its
 * confirmation from it, so a visitor is never told "sent to your e-mail" when nothing was sent.
 */
export type MailOutcome = 'queued' | 'kept';
