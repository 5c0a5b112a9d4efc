/** A PostgreSQL WAL position ("16/B374D848") as a number that compares and subtracts (bytes). */
export function parseLsn(text: string | null | undefined): bigint | null {
  if (!text) return null;
  const m = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!m) return null;
  return (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`);
}
