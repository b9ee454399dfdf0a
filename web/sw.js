// Roundkeeper's service worker: after one visit the app loads and works with the network off.
// Each build gets its own cache (the build's content hash below, filled in at build time), so
// the page, its script and its WebAssembly always come from the same build: no stale mix.
'use strict';
const BUILD = '@RK_BUILD_HASH@';
const CACHE = 'roundkeeper-' + BUILD;
// What each load fetches, with each file's size and the start of its SHA-256 as the build wrote
// them: the page, its script and WebAssembly, the manifest, and the manifest's small icon, which
// Chromium fetches on every load to see whether the app can be installed (not kept, it failed
// offline). The tab icon is drawn in the page; the large install icons are fetched only when
// the app is installed.
const FILES = @RK_FILES@;
// Fetched only when needed, then kept.
const LATER = ['font-more-letters.otf', 'qr-reader.js'];

const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

// One file of this build, checked against what the build wrote. `mode` 'no-cache' asks the
// server whether the browser's HTTP cache still holds the file (on a first visit it does: the
// page just fetched it, so the answer is a 304 and nothing is sent twice); 'reload' fetches it
// whole from the server.
async function fetchChecked(url, name, mode) {
  const response = await fetch(new Request(url, { cache: mode }));
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  const [size, sha] = FILES[name];
  if (body.byteLength !== size) throw new Error(`${name} arrived with ${body.byteLength} of its ${size} bytes`);
  const digest = hex(await crypto.subtle.digest('SHA-256', body)).slice(0, sha.length);
  if (digest !== sha) throw new Error(`${name} arrived damaged (SHA-256 ${digest}, the build says ${sha})`);
  return new Response(body, { status: 200, headers: { 'content-type': response.headers.get('content-type') || '' } });
}

// A file from the HTTP cache if it is this build's, else from the server; never a wrong one.
const fetchWhole = (url, name) => fetchChecked(url, name, 'no-cache').catch(() => fetchChecked(url, name, 'reload'));

// An update is installed only when every file of the new build arrived whole: a cut or damaged
// file fails the install, so the working build and its cache stay (activate below never runs).
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const fetched = await Promise.all(Object.keys(FILES).map(async (name) => {
      // The page is asked for as './', the address a visit loads (the one the HTTP cache holds).
      const url = name === 'index.html' ? './' : name;
      return [name, url, await fetchWhole(url, name)];
    }));
    const cache = await caches.open(CACHE);
    for (const [name, url, response] of fetched) {
      if (url !== name) await cache.put(url, response.clone());
      await cache.put(name, response);
    }
    await self.skipWaiting();
  })().catch(async (e) => {
    await caches.delete(CACHE);
    console.error(`Roundkeeper: the update to build ${BUILD} was not installed, the working build stays: ${e.message}`);
    throw e;
  }));
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
