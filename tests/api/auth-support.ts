import { Writable } from 'node:stream';
import type { TestApp } from '../helpers/app';
import { hashPassword } from '../../server/auth/passwords';
import type { Role } from '../../src/constants';

export const GOOD_PASSWORD = 'Saffron-Dhow-Creek-42';

/** A staff account with a real password, straight in the database. */
export async function staffWithPassword(t: TestApp, role: Role, email: string, password = GOOD_PASSWORD, active = true) {
  const now = new Date().toISOString();
  const row = await t.db.kysely
    .insertInto('users')
    .values({ email, first_name: 'Layla', last_name: 'Haddad', role, active: active ? 1 : 0, password_hash: await hashPassword(password), profile_image: null, last_login_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password };
}

/** POST /api/login as the admin client sends it (XSRF cookie and header). */
export async function login(t: TestApp, email: string, password: string, remoteAddress?: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', headers: await t.csrf(), payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Collects every log line the app writes. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { stream, text: () => lines.join('') };
}

export async function auditActions(t: TestApp) {
  const rows = await t.db.kysely.selectFrom('audit_logs').selectAll().orderBy('id').execute();
  return rows.map((r) => ({ ...r, changes: r.changes ? JSON.parse(String(r.changes)) : null }));
}
