// Turned on its side (issue 31, item 10, the rest), at 844x390, touch, in text 004's sample
// (alternating factions):
// - the keypad's Damage needed a scroll: the hit points tapped, the whole keypad (every digit,
//   Heal, Damage, Cancel) is in view, and the damage is dealt in three taps with no scroll;
// - 004's reactions were not offered on the card: while a bandit takes its turn, a player's
//   card (beside the order, in the detail) offers the reaction ("Targets of an attack may attempt
//   to dodge, counter, or hide behind a nearby character as a reaction"), which one tap opens and
//   one more takes, using up that player's turn for the round.
'use strict';
const h = require('./lib/harness.js');

const widgets = async (page) => page.evaluate(() => window.roundkeeper.widgets());

h.run('landscape: the keypad whole on screen, and 004\'s reactions on the card', async () => {
  const site = await h.startSite();
  const side = await h.launch(h.LANDSCAPE);
  try {
    const page = await h.openApp(side.context, site.url);
    const vp = page.viewportSize();
    await h.tap(page, 'sample-alternating-factions');
    for (let i = 0; i < 4 && !(await h.state(page)).acting; i++) await h.tap(page, 'primary');   // start, bandits first, a bandit's turn
    let s = await h.state(page);
    const bandit = s.combatants.find((c) => c.id === s.acting);
    h.check(!!bandit && !bandit.is_player, `a bandit takes its turn (${bandit && bandit.name})`);
    const player = s.combatants.find((c) => c.is_player);

    // The keypad: from the player's hit points, everything in view at once.
    await h.tap(page, `amount-${player.id}`);
    let w = await widgets(page);
    const keys = ['amount-digit-1', 'amount-digit-0', 'amount-clear', 'amount-back', 'amount-cancel', 'amount-heal', 'amount-damage'];
    const hidden = keys.filter((k) => !w[k] || w[k].clipped || !h.whollyShown(w[k], vp));
    h.check(hidden.length === 0, `at ${vp.width}x${vp.height} the whole keypad is in view, Damage too (not in view: ${hidden.join(', ') || 'none'})`);
    h.check(!!w['amount-damage'] && w['amount-damage'].h >= 44 && w['amount-digit-5'].h >= 44,
      `its keys are still thumb-sized (Damage ${w['amount-damage'] && Math.round(w['amount-damage'].h)}, 5 ${w['amount-digit-5'] && Math.round(w['amount-digit-5'].h)} px tall)`);
    await h.screenshot(page, 'landscape-keypad');
    const before = player.hp.current;
    await h.tapAt(page, w['amount-digit-3'].x + w['amount-digit-3'].w / 2, w['amount-digit-3'].y + w['amount-digit-3'].h / 2);
    await h.settle(page);
    w = await widgets(page);
    await h.tapAt(page, w['amount-damage'].x + w['amount-damage'].w / 2, w['amount-damage'].y + w['amount-damage'].h / 2);
    await h.settle(page);
    s = await h.state(page);
    const hit = s.combatants.find((c) => c.id === player.id).hp.current;
    h.check(hit < before && !(await widgets(page))['amount-typed'], `3 damage dealt where the keypad stood, no scroll (${before} -> ${hit})`);

    // The reaction, on the player's card in the detail beside the order.
    await h.tap(page, `name-${player.id}`);
    w = await widgets(page);
    const offer = `offer-React-${player.id}`;
    h.check(!!w[offer] && h.whollyShown(w[offer], vp), `${player.name}'s card offers a reaction to ${bandit.name}'s turn`);
    await h.screenshot(page, 'landscape-reaction-offered');
    await h.tap(page, offer);
    h.check(!!(await widgets(page))['sheet-apply'], 'one tap opens the reaction\'s form');
    await h.screenshot(page, 'landscape-reaction-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    const log = s.log.map((l) => l.text);
    h.check(log.some((t) => t.startsWith(`${player.name} reacts (dodge against ${bandit.name})`)),
      `${player.name} dodges ${bandit.name}, out of sequence (${log.slice(-1)})`);
    h.check(s.combatants.find((c) => c.id === player.id).acted && s.acting === bandit.id,
      'the reaction used up the player\'s turn; the bandit\'s turn goes on');
    h.check(!(await widgets(page))[offer], 'and is offered no more this round');
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await side.close();
    await site.close();
  }
});
