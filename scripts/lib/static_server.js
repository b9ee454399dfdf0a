// A small static file server for the built site, behaving as a static host such as GitHub Pages
// does where it matters to the app: correct MIME types (application/wasm), gzip for text and
// WebAssembly when the browser accepts it, an ETag per file's content with 304 for a browser's
// conditional request (so a file already in the HTTP cache is not sent twice), "no-cache"
// (always revalidated: a new build is seen at once), loopback only, at the root or under a
// sub-path. It counts the bytes it really writes (`bytesSent()`). Used by scripts/serve, the
// browser tests and scripts/bench.
'use strict';
const crypto = require('crypto');
const http = require('http');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.otf': 'font/otf',
};
// Already compressed formats are sent as they are.
const PLAIN = new Set(['.png', '.ico']);

// A file's bytes, gzip'd bytes and ETag, read again only when the file changes.
const memo = new Map();
function load(file) {
  const st = fs.statSync(file);
  const key = `${st.size}:${st.mtimeMs}`;
  const seen = memo.get(file);
  if (seen && seen.key === key) return seen;
  const data = fs.readFileSync(file);
  const entry = { key, data, etag: '"' + crypto.createHash('sha1').update(data).digest('hex').slice(0, 20) + '"', gzip: null };
  memo.set(file, entry);
  return entry;
}

// `prefix` serves the site from a sub-path ("/roundkeeper/"), as GitHub Pages serves a
// project's site: anything outside it is not found, and the prefix itself redirects to its '/'.
function createServer(root, prefix = '/') {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (prefix !== '/' && rel === prefix.replace(/\/$/, '')) { res.writeHead(301, { location: prefix }); res.end(); return; }
    if (!rel.startsWith(prefix)) { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found'); return; }
    rel = '/' + rel.slice(prefix.length);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(base, '.' + rel);
    if (!file.startsWith(base + path.sep)) { res.writeHead(403); res.end(); return; }
    let entry;
    try { entry = load(file); } catch (e) { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found'); return; }
    const ext = path.extname(file);
    const headers = { 'content-type': TYPES[ext] || 'application/octet-stream', 'cache-control': 'no-cache',
                      etag: entry.etag, vary: 'Accept-Encoding' };
    if (req.headers['if-none-match'] === entry.etag) { res.writeHead(304, headers); res.end(); return; }
    let body = entry.data;
    if (!PLAIN.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      entry.gzip = entry.gzip || zlib.gzipSync(entry.data, { level: 9 });
      body = entry.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // Every byte written to every connection, headers included.
  const sockets = new Set();
  let closedBytes = 0;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => { closedBytes += socket.bytesWritten; sockets.delete(socket); });
  });
  server.bytesSent = () => closedBytes + [...sockets].reduce((sum, s) => sum + s.bytesWritten, 0);
  return server;
}

// Listens on 127.0.0.1:port (0 = any free port); resolves to the site's URL (with its prefix).
function listen(server, port, prefix = '/') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}${prefix}`));
  });
}

module.exports = { createServer, listen };

if (require.main === module) {
  const [root, port, prefix] = process.argv.slice(2);
  const server = createServer(root, prefix || '/');
  listen(server, Number(port || 8080), prefix || '/').then((url) => console.log(`Roundkeeper is served at ${url}  (Ctrl+C stops)`),
    (err) => { console.error(`cannot serve on port ${port}: ${err.message}`); process.exit(1); });
}
