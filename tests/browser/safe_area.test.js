// On a phone with a notch and a home bar, the safe-area insets keep the header and the big
// button clear (viewport-fit=cover, the canvas laid out inside the insets), and taps still
// land where the app drew its buttons.
'use strict';
const h = require('./lib/harness.js');

const INSETS = { top: 47, bottom: 34 };

h.run('safe area: the header and the big button clear the notch and the home bar', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    const meta = await page.evaluate(() => document.querySelector('meta[name=viewport]').content);
    h.check(/viewport-fit=cover/.test(meta), 'the page covers the whole screen (viewport-fit=cover)');
    if (!(await h.ifSupported('a notch and a home bar (safe-area insets)', () => h.safeAreaInsets(page, INSETS)))) return;
    const vp = page.viewportSize();
    const canvas = await page.evaluate(() => { const r = document.getElementById('canvas').getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, h: document.getElementById('canvas').height, dpr: devicePixelRatio }; });
    h.check(canvas.top === INSETS.top && canvas.bottom === vp.height - INSETS.bottom,
      `the app is laid out between the insets (${canvas.top}..${canvas.bottom} of ${vp.height})`);
    h.check(canvas.h === Math.round((canvas.bottom - canvas.top) * canvas.dpr), `and drawn at device resolution (${canvas.h} rows)`);
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');
    h.check((await h.state(page)).phase === 'running', 'taps land on the buttons below the notch');
    const header = await h.widget(page, 'to-library');
    const primary = await h.widget(page, 'primary');
    h.check(header.y >= INSETS.top, `the header is below the notch (top at ${header.y})`);
    h.check(primary.y + primary.h <= vp.height - INSETS.bottom, `the big button is above the home bar (bottom at ${primary.y + primary.h})`);
    await h.screenshot(page, 'safe-area-fight');
  } finally {
    await browser.close();
    await site.close();
  }
});
