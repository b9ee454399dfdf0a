// The other engines' start-up for scripts/bench: the time to the first frame in Firefox ESR and
// WebKitGTK (the engine of every iPhone browser), cold (a fresh profile each load), through the
// browser tests' own drivers. Run once per engine (RK_ENGINE=firefox|webkit); prints one JSON
// object: {"engine", "loads": [ms...], "median"}. No budget of their own: scripts/bench prints
// them beside Chromium's, so a change that slows one engine's start-up shows.
'use strict';
const h = require('../../tests/browser/lib/harness.js');
const { createServer, listen } = require('./static_server.js');

const LOADS = 3;

(async () => {
  const server = createServer(process.env.RK_SITE);
  const url = await listen(server, 0);
  const loads = [];
  try {
    for (let i = 0; i < LOADS; i++) {
      const browser = await h.launch(h.PHONE);
      try {
        const page = await h.openApp(browser.context, url);
        loads.push(Math.round(await page.evaluate(() => window.roundkeeper.firstFrameMs)));
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
  const sorted = [...loads].sort((a, b) => a - b);
  console.log(JSON.stringify({ engine: h.ENGINE, loads, median: sorted[Math.floor(sorted.length / 2)] }));
  process.exit(0);   // the WebKit driver's virtual display would keep node running
})().catch((err) => { console.error(err); process.exit(1); });
