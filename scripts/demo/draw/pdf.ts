/**
 * A minimal PDF 1.4 writer (A4, Helvetica, text only) so brochures and guides can be real files
 * without a new dependency.
 */

const ASCII: Record<string, string> = { '\u2019': "'", '\u2018': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-', '\u00e9': 'e', '\u00e8': 'e', '\u00a0': ' ', '\u2026': '...' };

function clean(text: string): string {
  return text
    .replace(/[\u2019\u2018\u201c\u201d\u2013\u2014\u00e9\u00e8\u00a0\u2026]/g, (c) => ASCII[c])
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/&amp;/g, '&');
}

const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** lines[0] is the title; the rest are paragraphs. */
export function makePdf(title: string, lines: string[]): Buffer {
  const [heading, ...paragraphs] = lines.map(clean);
  const body: { text: string; size: number }[] = [{ text: heading, size: 20 }];
  for (const p of paragraphs) {
    for (const l of wrap(p, 88)) body.push({ text: l, size: 11 });
    body.push({ text: '', size: 6 });
  }
  // Paginate: 760 points of usable height per A4 page.
  const pages: string[] = [];
  let ops = '';
  let y = 790;
  for (const { text, size } of body) {
    const lead = size + 5;
    if (y - lead < 50) {
      pages.push(ops);
      ops = '';
      y = 790;
    }
    y -= lead;
    if (text) ops += `BT /F1 ${size} Tf 56 ${y} Td (${escape(text)}) Tj ET\n`;
  }
  pages.push(ops);

  const objects: string[] = [];
  // push() answers the new length, which is the 1-based object number.
  const add = (s: string) => objects.push(s);
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PLACEHOLDER');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${escape(clean(title))}) /Producer (Oasis Invest demo generator) >>`);
  const kids: number[] = [];
  for (const content of pages) {
    const stream = add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}endstream`);
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
