import { sql, type RawBuilder } from 'kysely';

/**
 * A lead's phone as digits in SQL, on both databases ("+971 50-222 3344" -> "971502223344"): the expression of the
 * phone-digits indexes (migration 2026-11-27T1040), written the same way so both databases use them.
 */
export const phoneDigitsSql = (): RawBuilder<string> => sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref('phone')}, ' ', ''), '+', ''), '-', ''), '(', ''), ')', ''), '.', '')`;

/** The same digits in code: what a phone is compared by. */
export const phoneDigitsOf = (phone: string | null | undefined): string => (phone ?? '').replace(/\D/g, '');

/** Fewer digits than this is no phone number to match on (a typo, an erased value). */
export const MIN_MATCH_DIGITS = 6;
