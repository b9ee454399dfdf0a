// The layout follows the viewport: one column on a phone held upright, order and detail side
// by side when it is turned, order + detail + log on a desktop. A long press on a card opens
// its full list of actions; ending the encounter asks first. Screenshots of each layout.
'use strict';
const h = require('./lib/harness.js');

const drawn = (page) => page.evaluate(() => window.roundkeeper.widgets());

h.run('layouts: phone upright and on its side, desktop; long press; confirm before ending', async () => {
  const site = await h.startSite();
  try {
    const phone = await h.launch(h.PHONE);
    try {
      const page = await h.openApp(phone.context, site.url);
      // The choices the rules leave open are in the encounter's menu before the fight.
      await h.tap(page, 'new-encounter');
      await h.tap(page, 'rules-countdown');
      await h.tap(page, 'encounter-menu');
      await h.tap(page, 'option-side-initiative');
      h.check((await h.state(page)).settings.side_initiative === true, 'text 001\'s side initiative is switched on from the menu');
      await h.screenshot(page, 'layout-rules-options');
      await h.tap(page, 'menu-close');
      await h.tap(page, 'to-library');
      await h.tap(page, 'sample-highest-first');
      await h.tap(page, 'primary');
      const s = await h.state(page);
      const id = s.combatants[2].id;

      await h.longPress(page, `card-${id}`);
      let w = await drawn(page);
      h.check(!!w['menu-close'] && !!w['menu-Damage'], 'a long press on a card opens its full list of actions');
      h.check((await h.state(page)).combatants.length === s.combatants.length, 'the long press changed nothing by itself');
      await h.screenshot(page, 'layout-phone-long-press');
      await h.tap(page, 'menu-Damage');
      await h.tap(page, 'field-amount-plus');
      await h.tap(page, 'field-amount-plus');
      await h.tap(page, 'sheet-apply');
      const hurt = (await h.state(page)).combatants.find((c) => c.id === id);
      h.check(hurt.hp.current === hurt.hp.max - 2, `the Damage form from the list took 2 hit points (${hurt.hp.current}/${hurt.hp.max})`);

      // Turned on its side: the order and the detail panel sit side by side.
      await page.setViewportSize({ width: 844, height: 390 });
      await h.settle(page);
      await h.tap(page, `card-${id}`);
      w = await drawn(page);
      const card = w[`card-${id}`], detail = w[`all-actions-${id}`];
      h.check(card && detail && detail.x >= card.x + card.w, 'on its side, the detail panel is beside the order, not under it');
      // The encounter's name sits in the buttons' row, between Log and Share, in two lines where
      // one is too short, and centred on the buttons.
      const name = w['encounter-name'], log = w['log'], share = w['to-share'];
      h.check(name && log && share && name.x >= log.x + log.w && name.x + name.w <= share.x,
        `on its side, the encounter's name is between Log and Share (${name && Math.round(name.x)}-${name && Math.round(name.x + name.w)})`);
      h.check(name && log && name.y >= log.y - 1 && name.y + name.h <= log.y + log.h + 1 &&
        Math.abs((name.y + name.h / 2) - (log.y + log.h / 2)) <= 2,
        `and centred on the buttons (name ${name && Math.round(name.y)}+${name && Math.round(name.h)}, buttons ${log && Math.round(log.y)}+${log && Math.round(log.h)})`);
      h.check(name && name.h > 1.5 * (await page.evaluate(() => window.roundkeeper.text())).line,
        `"${s.name}" takes two lines there rather than being cut (${name && Math.round(name.h)} px tall)`);
      await h.screenshot(page, 'layout-phone-landscape');

      // Ending the fight asks first.
      await page.setViewportSize({ width: 390, height: 844 });
      await h.settle(page);
      await h.tap(page, 'encounter-menu');
      await h.tap(page, 'menu-EndEncounter');
      h.check((await h.state(page)).phase === 'running', 'choosing "End the fight" does not end it yet');
      await h.screenshot(page, 'layout-confirm-end');
      await h.tap(page, 'sheet-apply');
      h.check((await h.state(page)).phase === 'ended', 'confirming ends the fight');
    } finally {
      await phone.close();
    }

    const desktop = await h.launch(h.DESKTOP);
    try {
      const page = await h.openApp(desktop.context, site.url);
      await h.tap(page, 'sample-action-dice', { touch: false });
      for (let i = 0; i < 3; i++) await h.tap(page, 'primary', { touch: false });
      const w = await drawn(page);
      h.check(w['log-title'] && w.primary && w['log-title'].x > w.primary.x + w.primary.w,
        'on a desktop the combat log is a column of its own beside the order');
      await h.screenshot(page, 'layout-desktop');
      const before = (await h.state(page)).round;
      await page.keyboard.press('Control+z');
      await h.settle(page);
      const undone = await h.state(page);
      await page.keyboard.press('Control+y');
      await h.settle(page);
      h.check(JSON.stringify(undone) !== JSON.stringify(await h.state(page)), 'Ctrl+Z and Ctrl+Y undo and redo on a desktop');
      h.check(before >= 1, 'the desktop fight is running');
    } finally {
      await desktop.close();
    }
  } finally {
    await site.close();
  }
});
