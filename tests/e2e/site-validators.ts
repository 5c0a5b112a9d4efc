import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';

/** What the validators read from a page's server-rendered HTML (the head is written by site/entry-server.tsx). */
export interface PageHead {
  status: number;
  html: string;
  canonical: string | null;
  /** `hreflang href` pairs, sorted. */
  alternates: string[];
  jsonLd: unknown[];
}

const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

export function readHead(status: number, html: string): PageHead {
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${unescape(m[2])}`).sort();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);
  return { status, html, canonical: canonical ? unescape(canonical) : null, alternates, jsonLd };
}

export async function fetchPage(request: APIRequestContext, url: string): Promise<PageHead> {
  const res = await request.get(url, { maxRedirects: 0, timeout: 60_000 });
  return readHead(res.status(), await res.text());
}

/** Runs `work` over `items`, `width` at a time (the server renders on one thread: a few at once is enough). */
export async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

export interface SitemapUrl {
  loc: string;
  /** `hreflang href` pairs, sorted. */
  alternates: string[];
}

/** Every <url> of /sitemap.xml, following a sitemap index into its files. */
export async function readSitemap(request: APIRequestContext): Promise<SitemapUrl[]> {
  const top = await (await request.get('/sitemap.xml')).text();
  const files = top.includes('<sitemapindex')
    ? await Promise.all([...top.matchAll(/<loc>([^<]+)<\/loc>/g)].map(async (m) => (await request.get(new URL(unescape(m[1])).pathname)).text()))
    : [top];
  return files.flatMap((xml) =>
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: unescape(/<loc>([^<]+)<\/loc>/.exec(m[1])![1]),
      alternates: [...m[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => `${a[1]} ${unescape(a[2])}`).sort(),
    })),
  );
}

/**
 * The addresses of pages in JSON-LD (not node identifiers, media files or other sites): each `[key, url]`.
 * `@id` names a node (the one organisation in every language) and is left out, as are files (a name with an extension).
 */
export function pageUrlsInJsonLd(data: unknown, origin: string, key = ''): [string, string][] {
  if (typeof data === 'string') {
    if (key === '@id' || !data.startsWith(`${origin}/`)) return [];
    const { pathname } = new URL(data);
    return /\.[a-z0-9]+$/i.test(pathname) ? [] : [[key, data]];
  }
  if (Array.isArray(data)) return data.flatMap((d) => pageUrlsInJsonLd(d, origin, key));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => pageUrlsInJsonLd(v, origin, k));
  return [];
}

export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The W3C Nu HTML checker (the vnu-jar package) over documents, in one Java run: the errors, each with the
 * document's name. Java 11+ must be on the PATH (.ci/run installs a headless JRE where it is missing).
 */
export async function nuErrors(documents: { name: string; html: string }[]): Promise<{ name: string; message: string }[]> {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-vnu-'));
  const names = new Map<string, string>();
  documents.forEach((d, i) => {
    const file = path.join(dir, `page-${String(i).padStart(3, '0')}.html`);
    fs.writeFileSync(file, d.html);
    names.set(`file:${file}`, d.name);
  });
  try {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile('java', ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', dir], { maxBuffer: 64 * 1024 * 1024 }, (error, out, err) =>
        error ? reject(new Error(`vnu could not run (is Java installed?): ${error.message}\n${err}`)) : resolve(out),
      ),
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => ({ name: names.get(m.url ?? '') ?? m.url ?? '?', message: `${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}${m.lastLine ? ` (line ${m.lastLine})` : ''}` }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
