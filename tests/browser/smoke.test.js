// The first frame draws at a phone and a desktop viewport, and a tap on a real button
// changes the app's state (read through the test hook). Screenshots go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');

h.run('smoke: first frame, a real tap, crisp screenshots', async () => {
  const site = await h.startSite();
  try {
    for (const [label, device, touch] of [['phone', h.PHONE, true], ['desktop', h.DESKTOP, false]]) {
      const browser = await h.launch(device);
      try {
        const t0 = Date.now();
        const app = await h.openApp(browser.context, site.url);
        h.check(true, `${label}: first frame drawn after ${Date.now() - t0} ms`);
        const canvas = await app.evaluate(() => {
          const c = document.getElementById('canvas');
          return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight, dpr: devicePixelRatio };
        });
        h.check(canvas.w === Math.round(canvas.cssW * canvas.dpr) && canvas.h === Math.round(canvas.cssH * canvas.dpr),
          `${label}: canvas drawn at device resolution (${canvas.w}x${canvas.h} for ${canvas.cssW}x${canvas.cssH} CSS px at DPR ${canvas.dpr})`);
        await h.screenshot(app, `smoke-${label}-empty`);

        await h.tap(app, 'sample-highest-first', { touch });
        let s = await h.state(app);
        h.check(s.combatants.length === 7, `${label}: tapping "Load a sample fight" adds 7 combatants (got ${s.combatants.length})`);
        await h.tap(app, 'primary', { touch });
        s = await h.state(app);
        h.check(s.phase === 'running' && s.round === 1, `${label}: tapping "Start the fight" starts round 1 (${s.phase}, round ${s.round})`);
        const first = s.acting;
        await h.tap(app, 'primary', { touch });
        s = await h.state(app);
        h.check(s.acting !== first, `${label}: tapping "Next turn" moves the turn on`);
        const undo = await h.widget(app, 'undo');
        h.check(undo.h >= 44, `${label}: the Undo button is a real tap target (${undo.h} px tall)`);
        await h.screenshot(app, `smoke-${label}-fight`);
        const errors = await h.errors(app);
        h.check(errors.length === 0, `${label}: no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await site.close();
  }
});
