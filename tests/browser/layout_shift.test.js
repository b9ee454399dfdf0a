// No layout shift under a finger (issue 32, item 4). After an Undo the tracker says what it
// undid; the next tap clears that, and the list used to jump up by the banner's height (55 px)
// under the thumb, so a second quick tap on "-1" landed on another card. Now what the tracker
// says is drawn over the bottom of the order, never in the list's flow: two quick taps at one
// spot hit the same chip twice, and nothing else changes. A double tap on a multiplying or
// destructive button acts once or asks: quick add's "Add to the fight" adds one batch (the
// button reads "Added" until the form is filled in again), an encounter's "Delete" asks, with
// "Keep" where "Delete" was.
'use strict';
const h = require('./lib/harness.js');

const hpOf = (s) => Object.fromEntries(s.combatants.map((c) => [c.id, c.hp ? c.hp.current : null]));

h.run('layout shift: the list stays put under the finger when the tracker\'s words come and go', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await h.tap(page, 'sample-highest-first');
    const ogre = (await h.state(page)).combatants.find((c) => c.name === 'Ogre');
    await h.tap(page, `card-${ogre.id}`);
    await h.tap(page, `hp-1-${ogre.id}`);
    await h.tap(page, 'undo');
    const undid = await page.evaluate(() => window.roundkeeper.announcement());
    h.check(/^Undid:/.test(undid), `the undo is announced ("${undid}")`);
    const chip = await h.widget(page, `hp-1-${ogre.id}`);
    const rowBefore = await h.widget(page, `row-${ogre.id}`) || await h.widget(page, `card-${ogre.id}`);
    const before = hpOf(await h.state(page));
    await h.screenshot(page, 'layout-shift-undid');
    // Two quick taps at the same spot, as a thumb does: the first clears the announcement.
    const x = chip.x + chip.w / 2, y = chip.y + chip.h / 2;
    await h.tapAt(page, x, y);
    await h.tapAt(page, x, y);
    await h.settle(page);
    const after = hpOf(await h.state(page));
    h.check(after[ogre.id] === before[ogre.id] - 2, `both taps hit the Ogre's -1 (${before[ogre.id]} -> ${after[ogre.id]})`);
    const others = Object.keys(before).filter((id) => Number(id) !== ogre.id && before[id] !== after[id]);
    h.check(others.length === 0, `no other combatant changed (${others.join(', ')})`);
    const chipAfter = await h.widget(page, `hp-1-${ogre.id}`);
    h.check(chipAfter && Math.abs(chipAfter.y - chip.y) < 1, `the chip did not move (${chip.y} -> ${chipAfter && chipAfter.y})`);
    const rowAfter = await h.widget(page, `row-${ogre.id}`) || await h.widget(page, `card-${ogre.id}`);
    h.check(rowBefore && rowAfter && Math.abs(rowAfter.y - rowBefore.y) < 1, 'the card did not move');
    await h.screenshot(page, 'layout-shift-two-taps');

    // The strips cover the bottom of the list: a list scrolled to its end shows its last card
    // clear of them (a runway below it), so nothing there is hidden under the words.
    await page.evaluate(() => { for (let i = 1; i <= 8; i++) window.roundkeeper.dispatch({ type: 'AddCombatant', name: `Rat ${i}`, side: 2, hp_max: 3 }); });
    await h.settle(page);
    await h.tap(page, 'undo');   // "Undid: ..." again, over the list
    const strip = await h.widget(page, 'announcement');
    const vp = page.viewportSize();
    // Wheeled down until the list moves no more (its end: however tall the cards are).
    const lowestCard = async () => {
      const drawn = await page.evaluate(() => window.roundkeeper.widgets());
      const cards = Object.entries(drawn).filter(([n, r]) => /^card-\d+$/.test(n) && r.h > 0).map(([n, r]) => ({ n, bottom: r.y + r.h }));
      return cards.reduce((a, b) => (b.bottom > a.bottom ? b : a), { n: 'none', bottom: 0 });
    };
    let lowest = await lowestCard();
    for (let i = 0; i < 40; i++) {
      await page.mouse.move(vp.width / 2, vp.height * 0.5);
      await page.mouse.wheel(0, 400);
      await h.settle(page);
      const now = await lowestCard();
      const still = now.n === lowest.n && Math.abs(now.bottom - lowest.bottom) < 1;
      lowest = now;
      if (still) break;
    }
    h.check(!!(await page.evaluate(() => window.roundkeeper.widget('announcement'))), 'the announcement still shows after scrolling');
    h.check(lowest.bottom <= strip.y + 1, `scrolled to its end, the last card (${lowest.n}, bottom ${lowest.bottom}) is clear of the strip (top ${strip.y})`);
    await h.screenshot(page, 'layout-shift-list-end-clear');

    // A double tap on "Add to the fight".
    const count = (await h.state(page)).combatants.length;
    await h.tap(page, 'add');
    await h.tap(page, 'add-name');
    await page.keyboard.insertText('Wolf');
    await h.settle(page);
    const add = await h.scrollIntoView(page, 'add-confirm');
    await h.tapAt(page, add.x + add.w / 2, add.y + add.h / 2);
    await h.tapAt(page, add.x + add.w / 2, add.y + add.h / 2);
    await h.settle(page);
    const wolves = (await h.state(page)).combatants.filter((c) => c.name === 'Wolf');
    h.check(wolves.length === 1 && (await h.state(page)).combatants.length === count + 1, `a double tap on "Add to the fight" adds one Wolf (${wolves.length})`);
    await h.screenshot(page, 'layout-shift-double-add');
    // A half-filled form closed is not kept: reopened, it adds a plain "Foe", not a second Wolf.
    await h.tap(page, 'add-name');
    await page.keyboard.insertText('Wolf');
    await h.settle(page);
    await h.tap(page, 'add');   // Close
    await h.tap(page, 'add');
    await h.tap(page, 'add-confirm');
    const last = (await h.state(page)).combatants.slice(-1)[0];
    h.check(last.name === 'Foe', `a closed form starts afresh (added "${last.name}")`);
    await h.tap(page, 'add');

    // A double tap on an encounter's "Delete".
    await h.tap(page, 'to-library');
    const entries = (await page.evaluate(() => window.roundkeeper.stored())).library.encounters;
    const id = entries[0].id;
    const del = await h.scrollIntoView(page, `delete-${id}`);
    await h.tapAt(page, del.x + del.w / 2, del.y + del.h / 2);
    await h.tapAt(page, del.x + del.w / 2, del.y + del.h / 2);
    await h.settle(page);
    h.check((await page.evaluate(() => window.roundkeeper.stored())).library.encounters.some((e) => e.id === id),
      'a double tap on "Delete" deletes nothing');
    h.check(!(await page.evaluate((n) => window.roundkeeper.widget(n), `confirm-delete-${id}`)),
      'the second tap landed on "Keep", where "Delete" was: the question is closed');
    await h.tap(page, `delete-${id}`);
    h.check(!!(await h.widget(page, `keep-${id}`)) && !!(await h.widget(page, `confirm-delete-${id}`)), 'one tap on "Delete" asks, with "Keep" in its place');
    await h.screenshot(page, 'layout-shift-delete-asks');
    await h.tap(page, `confirm-delete-${id}`);
    h.check(!(await page.evaluate(() => window.roundkeeper.stored())).library.encounters.some((e) => e.id === id),
      'a tap on "Delete it" deletes it');
  } finally {
    await browser.close();
    await site.close();
  }
});
