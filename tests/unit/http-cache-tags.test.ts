import { describe, expect, it } from 'vitest';
import { cleanTags, listPageTags, projectPageTags, purgeTagsFor, SITE_TAG, tagHeaders } from '../../server/http-cache/tags';
import { cloudflareRequests, fastlyRequests, purgeRequests, varnishRequests } from '../../server/http-cache/adapters';
import { parseHttpCacheSettings } from '../../server/lib/http-cache-settings';
import { sharedCacheControl } from '../../server/http-cache/headers';
import { projects as projectsDefinition } from '../../src/resources/projects';
import { enquiries } from '../../server/resources/enquiries';
import { amenities as amenitiesDefinition } from '../../src/resources/amenities';
import { fromDefinition } from '../../server/resources/defined';

const projects = fromDefinition(projectsDefinition);
const amenities = fromDefinition(amenitiesDefinition);

describe('cache tags (issue 32)', () => {
  it('a project page lists its project, its area and its developer, and the projects it shows beside it', () => {
    const tags = projectPageTags({ id: 12, area_id: 5, developer_id: 3 }, [40, 41]);
    expect(tags).toEqual([SITE_TAG, 'projects:12', 'areas:5', 'developers:3', 'projects:40', 'projects:41']);
    expect(projectPageTags({ id: 7, area_id: null, developer_id: null })).toEqual([SITE_TAG, 'projects:7']);
  });

  it('a list page lists its list tags', () => {
    expect(listPageTags('projects', 'areas')).toEqual([SITE_TAG, 'projects', 'areas']);
  });

  it('a change purges its records and their list; a part shown everywhere purges the site; private data purges nothing', () => {
    expect(purgeTagsFor(projects, [12])).toEqual(['projects', 'projects:12']);
    expect(purgeTagsFor(amenities, [3])).toEqual([SITE_TAG]);
    expect(purgeTagsFor(null)).toEqual([SITE_TAG]);
    expect(purgeTagsFor(enquiries, [1])).toEqual([]);
  });

  it('writes the three header formats and drops what a header cannot carry', () => {
    expect(tagHeaders(['site', 'projects:1', 'projects:1', 'bad tag', 'a,b'])).toEqual({ xkey: 'site projects:1', 'surrogate-key': 'site projects:1', 'cache-tag': 'site,projects:1' });
    expect(cleanTags(['x'.repeat(101), 'ok'])).toEqual(['ok']);
    expect(tagHeaders([])).toEqual({});
  });
});

describe('cache settings', () => {
  it('reads the lifetimes and the purge targets, and refuses half a pair with the variable named', () => {
    const s = parseHttpCacheSettings({ CACHE_S_MAXAGE: '120', VARNISH_URL: 'http://10.0.0.1:6081, http://10.0.0.2:6081/', VARNISH_PURGE_SECRET: 'a-purge-secret-of-16+', CLOUDFLARE_ZONE_ID: 'z1', CLOUDFLARE_API_TOKEN: 't1' });
    expect(s.sMaxAge).toBe(120);
    expect(s.varnishUrls).toEqual(['http://10.0.0.1:6081', 'http://10.0.0.2:6081']);
    expect(s.cloudflare).toEqual({ zoneId: 'z1', apiToken: 't1', apiUrl: 'https://api.cloudflare.com/client/v4' });
    expect(s.fastly).toBeNull();
    expect(sharedCacheControl(s)).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=60, stale-if-error=86400');
    expect(() => parseHttpCacheSettings({ FASTLY_SERVICE_ID: 'svc' })).toThrow(/FASTLY_API_TOKEN/);
    expect(() => parseHttpCacheSettings({ VARNISH_URL: 'varnish:6081', VARNISH_PURGE_SECRET: 'a-purge-secret-of-16+' })).toThrow(/VARNISH_URL/);
    // Issue 37 item 10: the VCL refuses purges without the shared secret, so Varnish without it is a mistake said at start.
    expect(() => parseHttpCacheSettings({ VARNISH_URL: 'http://a:6081' })).toThrow(/VARNISH_PURGE_SECRET/);
    expect(() => parseHttpCacheSettings({ VARNISH_URL: 'http://a:6081', VARNISH_PURGE_SECRET: 'short' })).toThrow(/VARNISH_PURGE_SECRET/);
    expect(() => parseHttpCacheSettings({ TRUST_CURRENCY_HEADER: 'maybe' })).toThrow(/TRUST_CURRENCY_HEADER/);
    expect(parseHttpCacheSettings({}).trustCurrencyHeader).toBe(false);
    expect(parseHttpCacheSettings({ TRUST_CURRENCY_HEADER: '1' }).trustCurrencyHeader).toBe(true);
    expect(() => parseHttpCacheSettings({ CACHE_S_MAXAGE: '-1' })).toThrow(/CACHE_S_MAXAGE/);
  });
});

describe('purge requests', () => {
  const tags = ['projects', 'projects:12'];
  it('Varnish: PURGE / with the tags in xkey-purge, to each address', () => {
    expect(varnishRequests(['http://a:6081', 'http://b:6081'], tags)).toEqual([
      { target: 'Varnish http://a:6081', url: 'http://a:6081/', method: 'PURGE', headers: { 'xkey-purge': 'projects projects:12' } },
      { target: 'Varnish http://b:6081', url: 'http://b:6081/', method: 'PURGE', headers: { 'xkey-purge': 'projects projects:12' } },
    ]);
    expect(varnishRequests(['http://a:6081'], tags, 'a-purge-secret-of-16+')[0].headers).toEqual({ 'xkey-purge': 'projects projects:12', 'x-purge-secret': 'a-purge-secret-of-16+' });
  });
  it('Cloudflare: POST /zones/{zone}/purge_cache {"tags"}, bearer token, 30 tags a call', () => {
    const many = Array.from({ length: 31 }, (_, i) => `projects:${i}`);
    const reqs = cloudflareRequests({ zoneId: 'zone 1', apiToken: 'cf-token', apiUrl: 'https://api.cloudflare.com/client/v4' }, many);
    expect(reqs).toHaveLength(2);
    expect(reqs[0].url).toBe('https://api.cloudflare.com/client/v4/zones/zone%201/purge_cache');
    expect(reqs[0].headers.authorization).toBe('Bearer cf-token');
    expect(JSON.parse(reqs[0].body!).tags).toHaveLength(30);
    expect(JSON.parse(reqs[1].body!)).toEqual({ tags: ['projects:30'] });
  });
  it('Fastly: POST /service/{id}/purge {"surrogate_keys"} with Fastly-Key', () => {
    const [req] = fastlyRequests({ serviceId: 'svc', apiToken: 'f-token', apiUrl: 'https://api.fastly.com' }, tags);
    expect(req).toMatchObject({ url: 'https://api.fastly.com/service/svc/purge', method: 'POST', headers: { 'fastly-key': 'f-token' } });
    expect(JSON.parse(req.body!)).toEqual({ surrogate_keys: tags });
  });
  it('nothing configured or nothing to purge: no request', () => {
    expect(purgeRequests(parseHttpCacheSettings({}), tags)).toEqual([]);
    expect(purgeRequests(parseHttpCacheSettings({ VARNISH_URL: 'http://a:6081', VARNISH_PURGE_SECRET: 'a-purge-secret-of-16+' }), [])).toEqual([]);
  });
});
