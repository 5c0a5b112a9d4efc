/** Class names joined, the falsy ones left out: cx(styles.card, active && styles.active). */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
