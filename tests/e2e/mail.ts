import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from '../../playwright.config';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Every message the browser tests' SMTP server has received so far, oldest first. */
export function capturedMail(): CapturedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(E2E_MAIL_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, f), 'utf8')) as CapturedMail);
}

/** Waits for the newest e-mail to an address (whose subject matches, when given) and returns it. */
export async function mailTo(address: string, subject?: RegExp): Promise<CapturedMail> {
  const find = () =>
    capturedMail()
      .filter((m) => m.to.includes(address.toLowerCase()) && (!subject || subject.test(m.subject)))
      .at(-1);
  await expect.poll(() => !!find(), { message: `an e-mail to ${address}`, timeout: 15_000 }).toBe(true);
  return find()!;
}
