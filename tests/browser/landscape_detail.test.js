// Turned on its side (issue 31, item 10): the detail panel beside the order follows whoever
// acts. A bandit tapped earlier (to deal with him) gives way when the turn moves on, so the
// acting combatant's actions are on screen without a tap; "Pin" keeps the panel on a combatant
// as turns pass, until unpinned. At 844x390, touch; the panel's subject is read through the tags
// of its buttons ("add-effect-<id>" is drawn only in the detail beside the list).
'use strict';
const h = require('./lib/harness.js');

const detailOf = async (page) => {
  const w = await page.evaluate(() => window.roundkeeper.widgets());
  return Object.keys(w).filter((n) => /^add-effect-\d+$/.test(n)).map((n) => Number(n.slice(11)));
};

h.run('landscape: the detail panel follows the acting combatant unless pinned', async () => {
  const site = await h.startSite();
  const side = await h.launch(h.LANDSCAPE);
  try {
    const page = await h.openApp(side.context, site.url);
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');                       // Start the fight
    let s = await h.state(page);
    h.check((await detailOf(page)).includes(s.acting), `the panel shows whoever acts (${s.acting}) with no tap`);
    // The game master taps someone who is not acting now, and not next.
    const order = s.combatants.map((c) => c.id);
    const other = order.find((id) => id !== s.acting && id !== order[(order.indexOf(s.acting) + 1) % order.length]) ||
                  order.find((id) => id !== s.acting);
    await h.tap(page, `name-${other}`);
    h.check((await detailOf(page)).includes(other), `a tap on ${other}'s row shows ${other} in the panel`);
    await h.tap(page, 'primary');                       // Next turn
    s = await h.state(page);
    let shown = await detailOf(page);
    h.check(s.acting !== other ? shown.includes(s.acting) && !shown.includes(other) : shown.includes(other),
      `the turn moved on to ${s.acting}: the panel followed (shows ${shown.join(', ')})`);
    await h.screenshot(page, 'landscape-detail-follows');

    // Pinned: the panel stays as turns pass.
    await h.tap(page, `name-${other}`);
    await h.tap(page, 'pin-detail');
    for (let i = 0; i < 2; i++) await h.tap(page, 'primary');
    shown = await detailOf(page);
    h.check(shown.includes(other), `pinned on ${other}: two turns later the panel still shows ${other} (${shown.join(', ')})`);
    await h.screenshot(page, 'landscape-detail-pinned');
    await h.tap(page, 'pin-detail');                    // unpinned: the next turn is followed again
    await h.tap(page, 'primary');
    s = await h.state(page);
    shown = await detailOf(page);
    h.check(s.acting === other || (shown.includes(s.acting) && !shown.includes(other)),
      `unpinned: the next turn (${s.acting}) is followed again (${shown.join(', ')})`);

    // The sample's goblins tie at 13: when their turn comes the table is asked who goes first.
    // The question stands beside the order, not on it, so at least four combatants stay wholly
    // in view while it is asked.
    let w = {};
    for (let i = 0; i < 8; i++) {
      w = await page.evaluate(() => window.roundkeeper.widgets());
      if (Object.keys(w).some((n) => /^prompt-[A-Za-z]+-table/.test(n))) break;
      await h.tap(page, 'primary');
    }
    const vp = page.viewportSize();
    const rows = Object.entries(w).filter(([n, r]) => /^row-\d+$/.test(n) && h.whollyShown(r, vp));
    const asked = Object.entries(w).filter(([n]) => /^prompt-[A-Za-z]+-table/.test(n));
    const right = Math.max(...rows.map(([, r]) => r.x + r.w));
    h.check(rows.length >= 4, `at least 4 combatants wholly in view beside the detail at 844x390 while the table is asked (${rows.length})`);
    h.check(asked.length > 0 && asked.every(([, r]) => r.x >= right),
      `the table's question (${asked.map(([n]) => n).join(', ') || 'none'}) stands beside the order`);
    await h.screenshot(page, 'landscape-detail-tie');
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await side.close();
    await site.close();
  }
});
