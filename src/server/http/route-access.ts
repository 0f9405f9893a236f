import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteSpec } from './route-spec.ts';

/**
 * Who may call a route is written on the route itself: `config: { public: true }` opens it to
 * anyone; every other /api route is staff-only (DESIGN.md 'Access'). Everything here reads the
 * route the router matched (request.routeOptions), never the request's URL text: the router
 * decodes `%61`, strips an absolute-form `http://host` and the text does not, so a decision made
 * from the text can be walked around (issue 11, item 1).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without the staff session. */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered after the gate, and whether it is public (tests enumerate them). */
    routeAccess: RouteAccess[];
    /** The spec of every /api route, in the order registered: the OpenAPI document is made from it. */
    apiRoutes: RouteSpec[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  public: boolean;
}

/** The route pattern the router matched ('/api/quotes/:id'); undefined when nothing matched (a 404). */
export function matchedRoute(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

export function isApiRoute(route: string | undefined): route is string {
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

/** True when the matched route is an /api route that does not carry `config.public`. */
export function isStaffRoute(request: FastifyRequest): boolean {
  return isApiRoute(matchedRoute(request)) && request.routeOptions.config?.public !== true;
}

/**
 * The path as a browser or a proxy might understand it: decoded (twice at most), case folded,
 * slashes collapsed, dot segments resolved, any scheme and host dropped. Used only to deny (an
 * unmatched path that looks like /api is treated as one) and to choose what a 404 looks like;
 * never to let a request through.
 */
export function normalizedPath(rawUrl: string): string {
  let path = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 2; round += 1) path = decodeLoosely(path);
  path = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/').toLowerCase();
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${segments.join('/')}${path.endsWith('/') && segments.length > 0 ? '/' : ''}`;
}

/** decodeURIComponent that never throws: a malformed escape is left as it is. */
export function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%[0-9a-f]{2}/gi, (escape) => {
      const code = Number.parseInt(escape.slice(1), 16);
      return code < 0x80 ? String.fromCharCode(code) : escape;
    });
  }
}

export function looksLikeApiPath(rawUrl: string): boolean {
  const path = normalizedPath(rawUrl);
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Collects every route added after this call with its access, into app.routeAccess, and the spec
 * of every /api route into app.apiRoutes. An /api route registered without a spec (addRoute in
 * route-spec.ts) stops the start: it would be undocumented, and its access unstated.
 */
export function collectRouteAccess(app: FastifyInstance): void {
  const routes: RouteAccess[] = [];
  const specs: RouteSpec[] = [];
  app.decorate('routeAccess', routes);
  app.decorate('apiRoutes', specs);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, public: route.config?.public === true });
    if (!isApiRoute(route.url) || methods.every((method) => method === 'HEAD')) return;
    const spec = route.config?.spec;
    if (!spec) throw new Error(`${methods.join(',')} ${route.url} has no route spec: register it with addRoute (src/server/http/route-spec.ts)`);
    specs.push(spec);
  });
}
