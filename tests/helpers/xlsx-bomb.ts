import zlib from 'node:zlib';

/**
 * Hand-made XLSX zips for the upload limits (issue 37 item 4): a minimal valid workbook whose first sheet is one
 * cell of `sheetBytes` letters, deflated as it is generated (the test never holds the unzipped text). `declare`
 * says what the zip claims its sheet unzips to: the truth, or a small lie; `hidden` adds a part that the directory
 * does not list, in front of the others.
 */
export interface BombOptions {
  sheetBytes: number;
  declare?: 'truth' | 'lie';
  hidden?: boolean;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SMALL_PARTS: [string, string][] = [
  ['[Content_Types].xml', `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`],
  ['_rels/.rels', `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
  ['xl/workbook.xml', `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Prices" sheetId="1" r:id="rId1"/></sheets></workbook>`],
  ['xl/_rels/workbook.xml.rels', `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
];

interface Part {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
}

async function deflateGenerated(head: string, fillBytes: number, tail: string): Promise<Part & { name: Buffer }> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  const write = (b: Buffer) => {
    crc = zlib.crc32(b, crc);
    return deflate.write(b) ? Promise.resolve() : new Promise<void>((r) => deflate.once('drain', () => r()));
  };
  await write(Buffer.from(head));
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  for (let left = fillBytes; left > 0; left -= chunk.length) await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { name: Buffer.from('xl/worksheets/sheet1.xml'), data: Buffer.concat(out), crc: crc >>> 0, size: Buffer.byteLength(head) + fillBytes + Buffer.byteLength(tail) };
}

const part = (name: string, text: string): Part => {
  const raw = Buffer.from(text);
  return { name: Buffer.from(name), data: zlib.deflateRawSync(raw), crc: zlib.crc32(raw) >>> 0, size: raw.length };
};

export async function xlsxBomb(opts: BombOptions): Promise<Buffer> {
  const sheet = await deflateGenerated(
    `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
    opts.sheetBytes,
    '</t></is></c></row></sheetData></worksheet>',
  );
  const parts = [...SMALL_PARTS.map(([n, t]) => part(n, t)), sheet];
  const declared = (p: Part) => (p === sheet && opts.declare === 'lie' ? 4096 : p.size);
  const chunks: Buffer[] = [];
  let offset = 0;
  const local = (p: Part) => {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0, 6);
    h.writeUInt16LE(8, 8); // deflate
    h.writeUInt32LE(p.crc, 14);
    h.writeUInt32LE(p.data.length, 18);
    h.writeUInt32LE(declared(p), 22);
    h.writeUInt16LE(p.name.length, 26);
    chunks.push(h, p.name, p.data);
    const at = offset;
    offset += 30 + p.name.length + p.data.length;
    return at;
  };
  if (opts.hidden) local(part('xl/hidden.xml', 'not listed'));
  const offsets = parts.map(local);
  const centralStart = offset;
  parts.forEach((p, i) => {
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(p.crc, 16);
    c.writeUInt32LE(p.data.length, 20);
    c.writeUInt32LE(declared(p), 24);
    c.writeUInt16LE(p.name.length, 28);
    c.writeUInt32LE(offsets[i], 42);
    chunks.push(c, p.name);
    offset += 46 + p.name.length;
  });
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(offset - centralStart, 12);
  end.writeUInt32LE(centralStart, 16);
  chunks.push(end);
  return Buffer.concat(chunks);
}
