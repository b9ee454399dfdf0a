// A large fight on a phone (issue 33): 500 combatants, the cap. The order draws only the rows on
// screen and keeps the room of the others, so a thumb swiping the list to its middle and to its
// end finds there the combatants the turn order puts there, in that order (their rows drawn,
// their names on them), and nothing changes by swiping; a tap on a card in the middle opens that
// combatant; Next turn brings the acting card back into view from wherever the list was; and the
// last card can be scrolled clear of the big button. Each has its own initiative (500 to 1), so
// the order is highest first: the test knows it from the state alone.
'use strict';
const h = require('./lib/harness.js');

const N = 500;
const widgets = (page) => page.evaluate(() => window.roundkeeper.widgets());
const snapshot = async (page) => JSON.stringify(await h.state(page));

// The rows drawn on screen (a row scrolled away reports its place with no height), top to bottom.
async function rowsOnScreen(page) {
  const w = await widgets(page);
  const vp = page.viewportSize();
  return Object.entries(w).filter(([n, r]) => /^row-\d+$/.test(n) && r.h > 0 && r.y < vp.height && r.y + r.h > 0)
    .map(([n, r]) => ({ id: Number(n.slice(4)), ...r, name: w[`name-${n.slice(4)}`] })).sort((a, b) => a.y - b.y);
}

// A thumb on the list's middle, moved `dy` CSS px (negative: up, the list scrolls down) and lifted.
async function thumb(page, dy) {
  const vp = page.viewportSize();
  const x = vp.width / 2, y = dy < 0 ? vp.height * 0.62 : vp.height * 0.22;
  if (h.ENGINE === 'chromium') {
    const cdp = await page.context().newCDPSession(page);
    const finger = (type, at) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at === undefined ? [] : [{ x, y: at }] });
    await finger('touchStart', y);
    for (let i = 1; i <= 10; i++) { await new Promise((r) => setTimeout(r, 16)); await finger('touchMove', y + dy * i / 10); }
    await finger('touchEnd');
    await cdp.detach();
  } else {
    h.note('a swipe is a mouse drag (no moving touch in this driver)');
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) { await new Promise((r) => setTimeout(r, 16)); await page.mouse.move(x, y + dy * i / 10); }
    await page.mouse.up();
  }
  await h.settle(page);
}

// The rows on screen are a run of the turn order, in its order, each with its own name drawn.
async function rightRows(page, order, names, what) {
  const rows = await rowsOnScreen(page);
  const at = order.indexOf(rows.length ? rows[0].id : -1);
  const expected = order.slice(at, at + rows.length);
  h.check(rows.length >= 8 && at >= 0 && rows.every((r, i) => r.id === expected[i]),
    `${what}: the ${rows.length} rows on screen are the order's ${at + 1} to ${at + rows.length}, in its order (${rows.map((r) => r.id).slice(0, 6).join(', ')}...)`);
  const whole = rows.filter((r) => !r.clipped);
  h.check(whole.length >= 6 && whole.every((r) => r.name && r.name.y >= r.y - 1 && r.name.y <= r.y + r.h),
    `${what}: each row wholly on screen has its name drawn on it (${whole.slice(0, 3).map((r) => names[r.id]).join(', ')}...)`);
  return { rows, at };
}

h.run('a large fight: 500 combatants on a phone, swiped to the middle and the end, tapped, followed', async () => {
  const site = await h.startSite();
  const phone = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(phone.context, site.url);
    await h.tap(page, 'new-encounter');
    await h.tap(page, 'rules-highest-first');
    // 500 combatants through the test hook (the setup is not what is tested), each with its own
    // initiative: a fifth of them players.
    const refused = await page.evaluate((n) => {
      const rk = window.roundkeeper;
      const no = [];
      for (let i = 0; i < n; i++) {
        const r = rk.dispatch({ type: 'AddCombatant', name: `Orc ${i + 1}`, side: i % 5 === 0 ? 1 : 2, is_player: i % 5 === 0, level: 1, hp_max: 7 + i % 5 });
        if (r) no.push(r);
      }
      for (const c of rk.state().encounter.combatants) rk.dispatch({ type: 'SetInitiative', id: c.id, value: n + 1 - c.id });
      return no;
    }, N);
    await h.settle(page);
    h.check(refused.length === 0, `500 combatants join (${refused.join(' | ') || 'none refused'})`);
    await h.tap(page, 'primary');   // Start the fight
    let s = await h.state(page);
    h.check(s.phase === 'running' && s.combatants.length === N, `the fight of ${s.combatants.length} runs`);
    const order = [...s.combatants].sort((a, b) => b.initiative - a.initiative || a.id - b.id).map((c) => c.id);
    const names = Object.fromEntries(s.combatants.map((c) => [c.id, c.name]));
    h.check(s.acting === order[0], `the highest initiative acts first (${names[s.acting]})`);
    await rightRows(page, order, names, 'at the top');

    // Swiped like a thumb, screen by screen, to the middle of the list: nothing changes.
    const before = await snapshot(page);
    let middle = null;
    for (let i = 0; i < 60 && !middle; i++) {
      await thumb(page, -520);
      const rows = await rowsOnScreen(page);
      if (rows.length && order.indexOf(rows[0].id) >= N / 2 - 20) middle = rows;
    }
    h.check(!!middle, 'the thumb reached the middle of the order');
    const mid = await rightRows(page, order, names, 'in the middle');
    h.check(await snapshot(page) === before, 'the swipes changed nothing in the fight');
    await h.screenshot(page, 'large-fight-middle');

    // A tap on a card in the middle opens that combatant (its card in full, its actions on it).
    const tapped = mid.rows[Math.floor(mid.rows.length / 2)];
    await h.tap(page, `card-${tapped.id}`);
    const opened = await widgets(page);
    h.check(!!opened[`all-actions-${tapped.id}`] && opened[`row-${tapped.id}`].h > tapped.h * 2,
      `the tap opened ${names[tapped.id]} in the middle of the order (its actions on it, its card ${Math.round(opened[`row-${tapped.id}`].h)} px)`);
    h.check((await h.state(page)).acting === s.acting, 'the tap changed nothing in the fight');
    await h.screenshot(page, 'large-fight-opened');
    await h.tap(page, `card-${tapped.id}`);   // closed again

    // On to the end: the last of the order drawn last, clear of the big button.
    let end = null;
    for (let i = 0; i < 80 && !end; i++) {
      await thumb(page, -560);
      const rows = await rowsOnScreen(page);
      if (rows.length && rows[rows.length - 1].id === order[N - 1]) end = rows;
    }
    h.check(!!end, 'the thumb reached the end of the order');
    await thumb(page, -400);   // past the end: the list stops there
    const last = await rightRows(page, order, names, 'at the end');
    const lastRow = last.rows[last.rows.length - 1];
    const primary = await h.widget(page, 'primary');
    h.check(lastRow.id === order[N - 1] && lastRow.y + lastRow.h <= primary.y + 1 && !lastRow.clipped,
      `the last of the order (${names[lastRow.id]}) is wholly shown above the big button`);
    await h.screenshot(page, 'large-fight-end');

    // Next turn from the end of the list: the acting card is brought back into view.
    await h.tap(page, 'primary');
    s = await h.state(page);
    const acting = (await widgets(page))[`row-${s.acting}`];
    h.check(s.acting === order[1] && !!acting && h.whollyShown(acting, page.viewportSize()),
      `after Next turn the acting card (${names[s.acting]}) is on screen again (y ${acting && Math.round(acting.y)})`);
    await rightRows(page, order, names, 'after Next turn');
    // And from the middle again, a few turns on.
    for (let i = 0; i < 12; i++) await thumb(page, -520);
    await h.tap(page, 'primary');
    s = await h.state(page);
    const again = (await widgets(page))[`row-${s.acting}`];
    h.check(s.acting === order[2] && !!again && h.whollyShown(again, page.viewportSize()),
      `Next turn from the middle follows the acting card (${names[s.acting]}) too`);
    await h.screenshot(page, 'large-fight-followed');

    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await phone.close();
    await site.close();
  }
});
