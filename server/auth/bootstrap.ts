import { string } from 'yup';
import type { Db } from '../db/connect';
import type { Config } from '../config';
import { nowIso } from '../lib/clock';
import { hashPassword, passwordProblem } from './passwords';
import { createActivationToken } from './tokens';

export type BootstrapResult = { outcome: 'existing' } | { outcome: 'owner-created'; email: string } | { outcome: 'activation-link'; url: string };

const emailSchema = string().trim().lowercase().email().max(254).required();

/**
 * First run: with no staff account, create the owner from ADMIN_EMAIL + ADMIN_PASSWORD, or else log a
 * one-time owner activation link (72 h). The password is only ever hashed, never logged.
 */
export async function bootstrapOwner(db: Db, config: Config, log: (message: string) => void): Promise<BootstrapResult> {
  const row = await db.kysely.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return { outcome: 'existing' };

  if (config.adminEmail && config.adminPassword) {
    if (!emailSchema.isValidSync(config.adminEmail)) throw new Error('ADMIN_EMAIL is not a valid e-mail address');
    const email = emailSchema.cast(config.adminEmail);
    const problem = passwordProblem(config.adminPassword, email);
    if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`);
    const now = nowIso();
    await db.kysely
      .insertInto('users')
      .values({ email, first_name: 'Site', last_name: 'Owner', role: 'owner', active: 1, password_hash: await hashPassword(config.adminPassword), profile_image: null, last_login_at: null, created_at: now, updated_at: now })
      .execute();
    log(`Created the owner account ${email} from ADMIN_EMAIL and ADMIN_PASSWORD.`);
    return { outcome: 'owner-created', email };
  }

  if (config.adminEmail || config.adminPassword) log('ADMIN_EMAIL and ADMIN_PASSWORD must be set together; falling back to an activation link.');
  const { url } = await createActivationToken(db, config, 'owner', null);
  log(`No staff account exists yet. Open this one-time link within 72 hours to create the owner account:\n  ${url}`);
  return { outcome: 'activation-link', url };
}
