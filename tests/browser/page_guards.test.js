// The page explains itself when the browser lacks WebGL2, and the page never zooms (not even
// on a double tap), bounces or shows a long-press callout (viewport meta and CSS on the canvas).
'use strict';
const h = require('./lib/harness.js');

h.run('page: a readable message without WebGL2; no zoom, bounce or callout', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await browser.context.newPage();
    const noWebgl2 = await h.ifSupported('the page without WebGL 2 (needs a script run before the page\'s own)', () =>
      page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
          return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
        };
      }));
    if (noWebgl2) {
      await page.goto(site.url);
      const fatal = await page.waitForSelector('#fatal', { timeout: 10000 });
      const text = await fatal.innerText();
      h.check(/WebGL 2/.test(text), `without WebGL2 the page says why: "${text.replace(/\s+/g, ' ')}"`);
      h.check(await page.evaluate(() => !document.getElementById('loader')), 'the loading indicator is gone');
      await h.screenshot(page, 'page-no-webgl2');
    }
    await page.close();

    const app = await h.openApp(browser.context, site.url);
    const guards = await app.evaluate(() => {
      const meta = document.querySelector('meta[name=viewport]').content;
      const canvas = getComputedStyle(document.getElementById('canvas'));
      const body = getComputedStyle(document.body);
      return { meta, touchAction: canvas.touchAction, overscroll: body.overscrollBehaviorY,
               userSelect: body.userSelect || body.webkitUserSelect, callout: body.webkitTouchCallout };
    });
    h.check(/user-scalable=no/.test(guards.meta) && /maximum-scale=1/.test(guards.meta), 'the viewport cannot be zoomed');
    h.check(guards.touchAction === 'none', 'the canvas takes every touch (touch-action: none)');
    h.check(guards.overscroll === 'none', 'the page does not bounce (overscroll-behavior: none)');
    h.check(guards.userSelect === 'none', 'long-press does not select text');
    h.check(await app.evaluate(() => !document.getElementById('loader')), 'the loading indicator is removed after the first frame');
    // A double tap on empty space does not zoom the page (nor scroll it).
    const vp = app.viewportSize();
    await h.tapAt(app, vp.width - 20, 12);
    await new Promise((r) => setTimeout(r, 80));
    await h.tapAt(app, vp.width - 20, 12);
    await h.settle(app);
    const view = await app.evaluate(() => ({ scale: visualViewport.scale, x: scrollX, y: scrollY }));
    h.check(view.scale === 1 && view.x === 0 && view.y === 0, `a double tap does not zoom (scale ${view.scale})`);
  } finally {
    await browser.close();
    await site.close();
  }
});
