// The GPU context lost and given back mid-fight (phones drop WebGL contexts when the browser
// goes to the background or its GPU process restarts): the app takes the loss, rebuilds its GL
// objects and font texture when the context comes back, and draws the fight again without any
// input. Checked on screenshots: the canvas after the restore is not blank and shows the same
// fight as before the loss; a tap afterwards still works and is drawn.
'use strict';
const { PNG } = require('pngjs');
const h = require('./lib/harness.js');

// The canvas part of a screenshot: how much of it differs from its background (the most
// common colour), and the pixels themselves to compare two screenshots.
async function canvasPixels(page, png) {
  const img = PNG.sync.read(png);
  const r = await page.evaluate(() => { const b = document.getElementById('canvas').getBoundingClientRect();
    return { x: b.left, y: b.top, w: b.width, h: b.height, vw: innerWidth }; });
  const scale = img.width / r.vw;
  const x0 = Math.round(r.x * scale), y0 = Math.round(r.y * scale);
  const w = Math.min(Math.round(r.w * scale), img.width - x0), hh = Math.min(Math.round(r.h * scale), img.height - y0);
  const counts = new Map();
  const px = (x, y) => { const i = ((y0 + y) * img.width + x0 + x) * 4; return [img.data[i], img.data[i + 1], img.data[i + 2]]; };
  for (let y = 0; y < hh; y += 3) for (let x = 0; x < w; x += 3) {
    const k = px(x, y).join(',');
    counts.set(k, (counts.get(k) || 0) + 1);
  }
  const bg = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
  let ink = 0, total = 0;
  for (let y = 0; y < hh; y += 3) for (let x = 0; x < w; x += 3) {
    const p = px(x, y);
    total++;
    if (Math.abs(p[0] - bg[0]) + Math.abs(p[1] - bg[1]) + Math.abs(p[2] - bg[2]) > 48) ink++;
  }
  return { ink: ink / total, bg, w, hh, px };
}

// The share of sampled pixels that differ between two screenshots of the canvas.
function difference(a, b) {
  let diff = 0, total = 0;
  for (let y = 0; y < Math.min(a.hh, b.hh); y += 3) for (let x = 0; x < Math.min(a.w, b.w); x += 3) {
    const p = a.px(x, y), q = b.px(x, y);
    total++;
    if (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) > 48) diff++;
  }
  return diff / total;
}

const pct = (f) => `${(f * 100).toFixed(1)}%`;

h.run('context loss: the GPU context lost and given back mid-fight, the fight is drawn again', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');      // start the fight
    await h.tap(page, 'primary');      // next turn
    const fight = await h.state(page);
    const before = await canvasPixels(page, await h.screenshot(page, 'context-before-loss'));
    h.check(before.ink > 0.03, `the fight is on screen before the loss (${pct(before.ink)} of the canvas drawn)`);

    const lost = await page.evaluate(() => {
      const canvas = document.getElementById('canvas');
      const gl = canvas.getContext('webgl2');
      const ext = gl && gl.getExtension('WEBGL_lose_context');
      if (!ext) return 'no WEBGL_lose_context';
      window.rkGpu = { lost: 0, restored: 0, ext, gl };
      canvas.addEventListener('webglcontextlost', () => window.rkGpu.lost++);
      canvas.addEventListener('webglcontextrestored', () => window.rkGpu.restored++);
      ext.loseContext();
      return '';
    });
    h.check(lost === '', `the page can lose its WebGL context on purpose${lost ? ': ' + lost : ''}`);
    await page.waitForFunction(() => window.rkGpu.lost > 0 && window.rkGpu.gl.isContextLost(), null, { timeout: 10000 });
    const during = await canvasPixels(page, await h.screenshot(page, 'context-lost'));
    console.log(`  (while lost, ${pct(during.ink)} of the canvas shows anything)`);
    // Taps while the context is gone wait for it (nothing can be drawn meanwhile).
    const framesBefore = await h.frames(page);

    await page.evaluate(() => window.rkGpu.ext.restoreContext());
    await page.waitForFunction(() => window.rkGpu.restored > 0 && !window.rkGpu.gl.isContextLost(), null, { timeout: 10000 });
    await page.waitForFunction((f) => window.roundkeeper.frames() > f, framesBefore, { timeout: 10000 })
      .catch(() => null);
    await h.settle(page);
    const framesAfter = await h.frames(page);
    h.check(framesAfter > framesBefore, `the app draws again by itself once the context is back (${framesAfter - framesBefore} frames)`);
    const after = await canvasPixels(page, await h.screenshot(page, 'context-restored'));
    h.check(after.ink > 0.03 && after.ink > before.ink * 0.8,
      `the canvas is not blank after the restore (${pct(after.ink)} drawn, ${pct(before.ink)} before)`);
    const changed = difference(before, after);
    h.check(changed < 0.02, `it shows the same fight as before the loss (${pct(changed)} of the pixels differ)`);
    h.check(JSON.stringify(await h.state(page)) === JSON.stringify(fight), 'the fight itself is untouched');

    await h.tap(page, 'primary');      // and it goes on
    const next = await h.state(page);
    h.check(next.acting !== fight.acting, 'a tap after the restore moves the turn on');
    const moved = await canvasPixels(page, await h.screenshot(page, 'context-restored-next-turn'));
    h.check(moved.ink > 0.03 && difference(after, moved) > 0.001, `and the next turn is drawn (${pct(difference(after, moved))} of the pixels changed)`);
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
});
