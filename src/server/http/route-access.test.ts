import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logger.ts';
import { decodeLoosely, looksLikeApiPath, normalizedPath } from './route-access.ts';

describe('reading a path the way a router or a proxy might (used only to deny)', () => {
  it.each([
    ['/api/stats', '/api/stats'],
    ['/%61pi/stats', '/api/stats'],
    ['/%2561pi/stats', '/api/stats'],
    ['//API//Stats', '/api/stats'],
    ['/x/../api/stats', '/api/stats'],
    ['/api/%2e%2e/api/./stats?x=1', '/api/stats'],
    ['http://x/api/stats', '/api/stats'],
    ['HTTPS://x:443/%61pi/stats#frag', '/api/stats'],
    ['/api\\stats', '/api/stats'],
    ['/../../api', '/api'],
    ['/assets/app.js', '/assets/app.js'],
  ])('%s reads as %s', (raw, expected) => {
    expect(normalizedPath(raw)).toBe(expected);
  });

  it('treats every spelling of /api as /api, and nothing else', () => {
    for (const raw of ['/%61pi', '/API/', '/x/../api/quotes', 'http://h/api/x']) expect(looksLikeApiPath(raw), raw).toBe(true);
    for (const raw of ['/', '/apix', '/dashboard', '/sign/abc', '/assets/api.js']) expect(looksLikeApiPath(raw), raw).toBe(false);
  });

  it('never throws on malformed escapes', () => {
    expect(decodeLoosely('/%E0%A4%A/%73ign/%zz')).toBe('/%E0%A4%A/sign/%zz');
    expect(normalizedPath('/%/%%/%61pi')).toBe('/%/%%/api');
  });
});

describe('the URL written into the log', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  it('writes the route pattern for a route with a token, whatever spelling reached it', () => {
    expect(loggableUrl({ url: `/api/quotes/%73ign/${token}/view?x=1`, routeOptions: { url: '/api/quotes/sign/:token/view' } })).toBe('/api/quotes/sign/[token]/view?x=1');
  });
  it('decodes other URLs before scrubbing tokens', () => {
    for (const url of [`/API/QUOTES/SIGN/${token}`, `/%73ign/${token}`, `//quote-preview//${token}`, `/x?next=%252Fsign%252F${token}`]) {
      expect(loggableUrl({ url }), url).not.toContain(token);
    }
  });
});
