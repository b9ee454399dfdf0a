// The fight in view, and who is out of it (issue 14, items 2 and 3). A fight of 16 on a phone
// (390x844, DPR 3, touch): at least 8 rows wholly on screen with the acting one drawn in full;
// Next turn tapped round the table, the acting row always on screen and the header naming who
// follows (checked against who then acts); a swipe of the list changes nothing, and Undo brings
// the acting row back into view. Turned on its side, at least 4 rows beside the detail panel. A
// goblin struck down is dimmed and listed after everyone standing, also in the players' view.
// Rows are read through the test hook ("row-<id>": where each was drawn, "clipped" if cut).
'use strict';
const h = require('./lib/harness.js');

const PARTY = ['Aria', 'Bram', 'Cora', 'Dain', 'Elke', 'Finn'];
const FOES = 10;

const drawn = (page) => page.evaluate(() => window.roundkeeper.widgets());
const dispatch = (page, action) => page.evaluate((a) => window.roundkeeper.dispatch(a), action);
const snapshot = async (page) => JSON.stringify(await h.state(page));

async function rows(page) {
  const w = await drawn(page);
  return Object.entries(w).filter(([n]) => /^row-\d+$/.test(n)).map(([n, r]) => ({ id: Number(n.slice(4)), ...r }));
}

async function shownRows(page) {
  const vp = page.viewportSize();
  return (await rows(page)).filter((r) => h.whollyShown(r, vp));
}

async function actingShown(page, what) {
  const s = await h.state(page);
  const row = (await rows(page)).find((r) => r.id === s.acting);
  h.check(!!row && h.whollyShown(row, page.viewportSize()),
    `${what}: the acting row (${s.acting}) is on screen${row ? ` (y ${Math.round(row.y)}, h ${Math.round(row.h)}${row.clipped ? ', cut' : ''})` : ''}`);
  return row;
}

// Everyone standing is listed before `down`, which is dimmed.
async function downedLast(page, down, what) {
  const w = await drawn(page);
  h.check(!!w[`dimmed-${down}`], `${what}: the downed goblin's row is dimmed`);
  const all = await rows(page);
  const mine = all.find((r) => r.id === down);
  const standing = all.filter((r) => r.id !== down);
  h.check(!!mine && standing.length > 0 && standing.every((r) => r.y < mine.y),
    `${what}: the downed goblin is listed after the ${standing.length} standing`);
}

h.run('the fight in view: 16 combatants on a phone, the turn followed, the fallen dimmed and last', async () => {
  const site = await h.startSite();
  const phone = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(phone.context, site.url);
    await h.tap(page, 'new-encounter');
    await h.tap(page, 'rules-highest-first');
    // Six players and ten goblins, each with its own initiative (the roll is not what is tested).
    const names = [...PARTY, ...Array.from({ length: FOES }, (_, i) => `Goblin ${i + 1}`)];
    for (const [i, name] of names.entries()) {
      const player = i < PARTY.length;
      h.check(await dispatch(page, { type: 'AddCombatant', name, side: player ? 1 : 2, is_player: player, level: 1, hp_max: player ? 24 : 7 }) === '',
        `${name} joins`);
    }
    const ids = (await h.state(page)).combatants.map((c) => c.id);
    for (const [i, id] of ids.entries()) await dispatch(page, { type: 'SetInitiative', id, value: 40 - 2 * ((i * 7) % 16) });
    await h.settle(page);
    await h.tap(page, 'primary');   // Start the fight
    let s = await h.state(page);
    h.check(s.phase === 'running' && !!s.acting, `the fight runs (${s.phase}, acting ${s.acting})`);

    const shown = await shownRows(page);
    const acting = await actingShown(page, 'after Start the fight');
    const compact = shown.filter((r) => r.id !== s.acting).map((r) => r.h);
    h.check(shown.length >= 8, `at least 8 rows wholly on screen at 390x844 (${shown.length})`);
    h.check(!!acting && compact.length > 0 && acting.h > 1.4 * Math.max(...compact),
      `the acting one is drawn in full (${acting && Math.round(acting.h)} px against rows of ${Math.round(Math.max(...compact))})`);
    await h.screenshot(page, 'fight-in-view-phone');

    // Round the table and into round 2, by taps on the big button.
    for (let i = 0; i < 20; i++) {
      const next = await h.namedNext(page);
      await h.tap(page, 'primary');
      s = await h.state(page);
      h.check(next !== null && s.acting === next, `turn ${i + 1}: the header named who acts next (${next}; acting ${s.acting})`);
      await actingShown(page, `after Next turn ${i + 1} (round ${s.round})`);
    }
    h.check(s.round === 2, `the taps went on into round 2 (round ${s.round})`);

    // A swipe of the list changes nothing; the acting row leaves the screen; Undo brings it back.
    const from = (await shownRows(page)).filter((r) => r.id !== s.acting).pop();
    const before = await snapshot(page);
    await h.swipe(page, `row-${from.id}`, -400);
    h.check(await snapshot(page) === before, 'a swipe in the list leaves the encounter as it was');
    const away = (await rows(page)).find((r) => r.id === s.acting);
    h.check(!h.whollyShown(away, page.viewportSize()), 'the swipe scrolled the acting row off the screen');
    await h.screenshot(page, 'fight-in-view-swiped');
    const undone = s.acting;
    await h.tap(page, 'undo');
    s = await h.state(page);
    h.check(s.acting !== undone, `Undo gave the turn back (acting ${undone} -> ${s.acting})`);
    await actingShown(page, 'after Undo');

    // A goblin struck down: out of the fight, dimmed, after everyone standing.
    const goblin = s.combatants.find((c) => c.name.startsWith('Goblin') && c.id !== s.acting);
    h.check(await dispatch(page, { type: 'Damage', id: goblin.id, amount: 7 }) === '', `${goblin.name} is struck down`);
    await h.settle(page);
    await downedLast(page, goblin.id, 'on the phone');
    await h.screenshot(page, 'fight-in-view-downed');

    // On its side: the rows beside the detail panel, the header on one line.
    await page.setViewportSize({ width: 844, height: 390 });
    await h.settle(page);
    const side = await shownRows(page);
    const w = await drawn(page);
    const detail = w[`all-actions-${s.acting}`];
    h.check(side.length >= 4, `at least 4 rows wholly on screen at 844x390 (${side.length})`);
    h.check(!!detail && side.every((r) => r.x + r.w <= detail.x), 'the rows are beside the detail panel');
    h.check(w['to-library'] && w['encounter-menu'] && w.undo && Math.abs(w['to-library'].y - w['encounter-menu'].y) < 1 &&
      Math.abs(w.undo.y - w['to-library'].y) < 1, 'the header is one line of buttons');
    await actingShown(page, 'on its side');
    await h.screenshot(page, 'fight-in-view-landscape');

    await page.setViewportSize({ width: 1280, height: 800 });
    await h.settle(page);
    await actingShown(page, 'on a desktop-sized screen');
    await h.screenshot(page, 'fight-in-view-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await h.settle(page);

    // The players' view of the same fight: the downed goblin dimmed and last there too.
    const link = await page.evaluate(() => window.roundkeeper.shareLink(true));
    await h.openLink(page, link.replace(/^[^#]*/, site.url));
    await h.tap(page, 'link-open');
    const view = await h.state(page);
    h.check(view.combatants.find((c) => c.id === goblin.id).hp === null, "the players' view shows no goblin hit points");
    await downedLast(page, goblin.id, "in the players' view");
    await actingShown(page, "in the players' view");
    await h.screenshot(page, 'fight-in-view-players');

    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await phone.close();
    await site.close();
  }
});
