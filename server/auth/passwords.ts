import fs from 'node:fs';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src/schemas/user';
import { GENERIC_MESSAGES } from '../../src/schemas/messages';

/** argon2id (the library default) with OWASP's baseline cost: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

// Loaded on the first sign-in or password change, not at start: a native addon of about 6 MB resident that a
// server at rest does not need (issue 13); the first sign-in waits for it once.
let argon2: Promise<typeof import('@node-rs/argon2')> | null = null;
const argon2Module = () => (argon2 ??= import('@node-rs/argon2'));
const verify = async (stored: string, password: string) => (await argon2Module()).verify(stored, password);

export const hashPassword = async (password: string) => (await argon2Module()).hash(password, ARGON2);

// Unknown accounts are verified against this hash so a wrong e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('no account has this password: timing equaliser'));

/** Verifies a password; with no stored hash it does the same work against a dummy hash and answers false. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  // Passwords past the policy maximum are never valid; they still cost one verification.
  const candidate = password.length > PASSWORD_MAX * 8 ? password.slice(0, PASSWORD_MAX * 8) : password;
  if (!stored) {
    await verify(await dummy(), candidate).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, candidate);
  } catch {
    return false;
  }
}

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  if (!common) {
    const text = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(text.split('\n').map((l) => l.trim().toLowerCase()).filter(Boolean));
  }
  return common;
}

/** The policy's objection to a new password, or null when it is acceptable. */
export function passwordProblem(password: unknown, email?: string | null): string | null {
  if (typeof password !== 'string' || password === '') return GENERIC_MESSAGES.required;
  if (password.length < PASSWORD_MIN) return GENERIC_MESSAGES.minLength(PASSWORD_MIN);
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  const lower = password.trim().toLowerCase();
  if (email && lower === email.trim().toLowerCase()) return 'Password must not be your e-mail address';
  if (commonPasswords().has(lower)) return 'This password is too common and easy to guess; choose a longer or less predictable one';
  return null;
}
