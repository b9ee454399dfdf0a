// Roundkeeper's service worker: after one visit the app loads and works with the network off.
// Each build gets its own cache (the build's content hash below, filled in at build time), so
// the page, its script and its WebAssembly always come from the same build: no stale mix.
'use strict';
const BUILD = '@RK_BUILD_HASH@';
const CACHE = 'roundkeeper-' + BUILD;
// What each load fetches: the page, its script and WebAssembly, the manifest, and the manifest's
// small icon, which Chromium fetches on every load to see whether the app can be installed (not
// kept, it failed offline). The tab icon is drawn in the page; the large install icons are
// fetched only when the app is installed.
const FILES = ['./', 'index.html', 'index.js', 'index.wasm', 'manifest.webmanifest', 'icon-192.png'];
// Fetched only when needed, then kept.
const LATER = ['font-more-letters.otf'];

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
  // What the page fetches later (the font's second part, once a name needs it) is kept
  // too, so it works offline from then on.
  event.respondWith(caches.open(CACHE).then((cache) =>
    cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok && LATER.some((f) => request.url.endsWith('/' + f))) cache.put(request, response.clone());
      return response;
    }))));
});
