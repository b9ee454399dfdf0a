// Text at the table (issue 14, item 13): the body font's em (what CSS calls its size, not
// ImGui's line height) is at least 16 CSS px at the smallest setting and larger above it, and
// no button's label is cut off, at any text size, for every system's sample fight, held upright
// (390x844), turned on its side (844x390) and on a desktop (1280x800). The app reports the labels
// that did not fit their button or ran past their window's edge (window.roundkeeper.cutLabels()).
// A label only grows with the text (widths are the layout's), so the small size is checked on
// the start screen, and the normal and large sizes on every system's fight and full list.
// Screenshots of every system in the three layouts at the normal size go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');

const SYSTEMS = ['highest-first', 'initiative-rounds', 'countdown', 'action-dice', 'segments', 'alternating-factions'];
const LAYOUTS = { phone: h.PHONE.viewport, landscape: h.LANDSCAPE.viewport, desktop: h.DESKTOP.viewport };
const SIZES = ['small', 'normal', 'large'];   // the settings text-size-0 ... 2

const hook = (page, what) => page.evaluate((w) => window.roundkeeper[w](), what);

// Everything cut in this layout, after the frame has settled.
async function cutIn(page, size) {
  await page.setViewportSize(size);
  await h.settle(page);
  return hook(page, 'cutLabels');
}

h.run('text sizes: a 16 px em at least, larger above it, no label cut at any size in three layouts', async () => {
  const site = await h.startSite();
  try {
    const phone = await h.launch(h.PHONE);
    try {
      const page = await h.openApp(phone.context, site.url);
      let ems = [];
      for (let i = 0; i < SIZES.length; i++) {
        await page.setViewportSize(LAYOUTS.phone);
        await h.settle(page);
        await h.tap(page, `text-size-${i}`);
        const t = await hook(page, 'text');
        // The capital as drawn: its outline at this em, within a device pixel of rounding.
        h.check(t.em >= 16 - 0.01 && t.cap >= 16 * t.capPerEm - 0.5,
          `${SIZES[i]} text: an em of ${t.em.toFixed(1)} CSS px (capital H ${t.cap.toFixed(1)} px, line ${t.line.toFixed(1)} px), at least 16`);
        ems.push(t.em);
        for (const [layout, size] of Object.entries(LAYOUTS)) {
          const cut = await cutIn(page, size);
          h.check(cut.length === 0, `${SIZES[i]} text, the start screen, ${layout}: no label cut${cut.length ? ` (${cut.join(' | ')})` : ''}`);
          if (SIZES[i] !== 'normal') await h.screenshot(page, `text-${SIZES[i]}-start-${layout}`);
        }
        for (const system of SIZES[i] === 'small' ? [] : SYSTEMS) {
          await page.setViewportSize(LAYOUTS.phone);
          await h.settle(page);
          await h.tap(page, `sample-${system}`);
          await h.tap(page, 'primary');   // the fight under way: the acting card in full
          for (const [layout, size] of Object.entries(LAYOUTS)) {
            const cut = await cutIn(page, size);
            h.check(cut.length === 0, `${SIZES[i]} text, ${system}, ${layout}: no label cut${cut.length ? ` (${cut.join(' | ')})` : ''}`);
            if (SIZES[i] === 'normal') await h.screenshot(page, `text-${system}-${layout}`);
          }
          // The full list of the first combatant, on the phone.
          await page.setViewportSize(LAYOUTS.phone);
          await h.settle(page);
          const first = (await h.state(page)).combatants[0].id;
          await h.tap(page, `name-${first}`);   // the name: the middle of a card may be its hit points
          await h.tap(page, `all-actions-${first}`);
          const cut = await hook(page, 'cutLabels');
          h.check(cut.length === 0, `${SIZES[i]} text, ${system}, its full list on the phone: no label cut${cut.length ? ` (${cut.join(' | ')})` : ''}`);
          await h.tap(page, 'menu-close');
          await h.tap(page, 'to-library');
        }
      }
      h.check(ems[1] > ems[0] && ems[2] > ems[1], `each larger setting is larger (${ems.map((e) => e.toFixed(1)).join(' < ')})`);
    } finally {
      await phone.close();
    }
  } finally {
    await site.close();
  }
});
