import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { pickEncoding } from '../lib/encoding';
import { etagOf } from '../lib/stored-body';
import type { StoredVariants } from '../lib/storable-answer';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The cache tags of the data the page shows (issue 32), for shared caches' purges. */
  tags?: string[];
  /** The same bytes as the stored answers send them (issue 41): the copy a client accepts, chosen once per request. */
  variants: StoredVariants;
}

function pageVariants(html: Buffer, br: Buffer, gz: Buffer, etag: string): StoredVariants {
  return {
    etag,
    byteSize: html.length + br.length + gz.length,
    variant(acceptEncoding) {
      const encoding = pickEncoding(acceptEncoding);
      return { bytes: encoding === 'br' ? br : encoding === 'gzip' ? gz : html, encoding };
    },
  };
}

/**
 * Rendered pages per URL with their compressed bytes made once (re-compressing per request costs
 * more than rendering). Dropped whole on any content change; bounded, oldest out first.
 */
export class PageCache {
  private pages = new Map<string, CachedPage>();
  /** Bumped on every drop so a render that started before a change is not stored after it. */
  generation = 0;

  private bytes = 0;

  /** Bounded by entries and by bytes (html + both compressed copies), whichever is reached first. */
  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get byteSize(): number {
    return this.bytes;
  }

  private evictOldest(): void {
    const oldest = this.pages.keys().next();
    if (oldest.done) return;
    const page = this.pages.get(oldest.value)!;
    this.bytes -= page.html.length + page.br.length + page.gzip.length;
    this.pages.delete(oldest.value);
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  get size(): number {
    return this.pages.size;
  }

  async store(key: string, html: string, generation: number): Promise<CachedPage> {
    const bytes = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzip(bytes, { level: 9 }),
    ]);
    const etag = etagOf(bytes);
    const page = { html: bytes, br, gzip: gz, etag, variants: pageVariants(bytes, br, gz, etag) };
    if (generation === this.generation && this.maxEntries > 0) {
      const cost = page.html.length + page.br.length + page.gzip.length;
      if (this.pages.has(key)) {
        const old = this.pages.get(key)!;
        this.bytes -= old.html.length + old.br.length + old.gzip.length;
        this.pages.delete(key);
      }
      while (this.pages.size > 0 && (this.pages.size >= this.maxEntries || this.bytes + cost > this.maxBytes)) this.evictOldest();
      this.pages.set(key, page);
      this.bytes += cost;
    }
    return page;
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
    this.bytes = 0;
  }
}

// Chosen in one place for every stored answer (pages here, API answers in lib/stored-body.ts).
export { pickEncoding };
