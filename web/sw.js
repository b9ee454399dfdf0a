// Roundkeeper's service worker: after one visit the app loads and works with the network off.
// Each build gets its own cache (the build's content hash below, filled in at build time), so
// the page, its script and its WebAssembly always come from the same build: no stale mix.
'use strict';
const BUILD = '@RK_BUILD_HASH@';
const CACHE = 'roundkeeper-' + BUILD;
// What the page itself loads (its tab icon is drawn in the page). The install icons are not
// here: the browser fetches the manifest's icons when the app is installed (or added to a home
// screen), so caching them would only add to the first visit.
const FILES = ['./', 'index.html', 'index.js', 'index.wasm', 'manifest.webmanifest'];
// Fetched only when needed, then kept.
const LATER = ['font-more-letters.otf', 'icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // The new build is complete in its cache: drop every older build, then serve open pages.
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('roundkeeper-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // What the page fetches later (the font's second part, once a name needs it; the icon) is kept
  // too, so it works offline from then on.
  event.respondWith(caches.open(CACHE).then((cache) =>
    cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok && LATER.some((f) => request.url.endsWith('/' + f))) cache.put(request, response.clone());
      return response;
    }))));
});
