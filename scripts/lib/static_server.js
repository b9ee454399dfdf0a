// A small static file server for the built site: correct MIME types (application/wasm),
// no caching surprises, loopback only, at the root or under a sub-path (as GitHub Pages serves
// it). Used by scripts/serve and the browser tests.
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};

// `prefix` serves the site from a sub-path ("/roundkeeper/"), as GitHub Pages serves a
// project's site: anything outside it is not found, and the prefix itself redirects to its '/'.
function createServer(root, prefix = '/') {
  const base = path.resolve(root);
  return http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (prefix !== '/' && rel === prefix.replace(/\/$/, '')) { res.writeHead(301, { location: prefix }); res.end(); return; }
    if (!rel.startsWith(prefix)) { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found'); return; }
    rel = '/' + rel.slice(prefix.length);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(base, '.' + rel);
    if (!file.startsWith(base + path.sep)) { res.writeHead(403); res.end(); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found'); return; }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
                           'cache-control': 'no-cache' });
      res.end(data);
    });
  });
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
