/* The staff app's service worker: caches the app shell only (index.html and the hashed assets
 * listed at build time in sw-precache.js), so the app opens offline. It never answers /api
 * requests and never the customer signing pages: those always go to the network. */
/* global importScripts */
importScripts('/sw-precache.js');

const PRECACHE = self.__PRECACHE__ || { version: 'dev', urls: [] };
const CACHE = `app-shell-${PRECACHE.version}`;
const SHELL = '/index.html';
const PRECACHED = new Set([SHELL, ...PRECACHE.urls]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...PRECACHED]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('app-shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isSigningPage = (path) => path.startsWith('/sign/') || path.startsWith('/quote-preview/') || path === '/sign.html';

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Data and the customer's pages: always the network, never a cached copy.
  if (url.pathname.startsWith('/api/') || isSigningPage(url.pathname)) return;
  if (request.mode === 'navigate') {
    // The newest page when online; the cached shell when not.
    event.respondWith(fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match(SHELL)).then((response) => response || Response.error())));
    return;
  }
  if (PRECACHED.has(url.pathname)) {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(url.pathname))
        .then((response) => response || fetch(request)),
    );
  }
});
