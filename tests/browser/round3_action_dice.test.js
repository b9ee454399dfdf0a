// Text 002, rules fidelity round three, by taps on a phone: each new action is reached by a long
// press on a card -> the full list -> its form -> apply, and what lasts shows on the card. The
// dice are given through the test hook so the fight is the same every time; a die tapped on the
// card (a chip) is what the form pays with.
// Rules covered (002_0ab9c90439f7658b.txt):
//  "ALL OUT ATTACK - no defence, combine both attacks into one, no defence till you have a new action."
//  "A MOB is 3 or 4 creatures, it gains +1 Physical level (so generally humans will be on rank 4). It gains +1d and can attack twice in one round against separate targets."
//  "A Panicked creature will take compulsory actions to move as far as possible from the greatest perceived danger, without concern for consequences (such as opportunity attacks or allies). They may try to become un-Panicked by making a Spirit roll at the start of every action after the initial one (or by using a 1 dice to trigger a new roll)."
//  "Where an attack results in more than the required one success, the extra successes can be used to enact one or more of the following special successes" ("Disarm attempt", "Lose of an action dice", "Knockback/down")
//  "These exposure dice remain until that creatures next action."
'use strict';
const h = require('./lib/harness.js');
const { widgets } = require('./lib/samples.js');

const ROLAND = 1, BRENNA = 2, GOBLIN = 3, BOSS = 4;
const who = (s, id) => s.combatants.find((c) => c.id === id);
const dice = (s, id) => who(s, id).part.action_dice;
const dispatch = (page, actions) => page.evaluate((list) => list.map((a) => window.roundkeeper.dispatch(a)).filter((r) => r), actions);
const drawn = (page) => page.evaluate(() => window.roundkeeper.widgets());

// The sample fight, started, with these sets given (Roland, Brenna, the boss; the two goblins
// keep their fixed 4, 3, 2), after `before` (ranks, groups) is dispatched.
async function fight(page, { roland, brenna = [], boss }, before = []) {
  await h.tap(page, 'sample-action-dice');
  const early = await dispatch(page, before);
  await h.tap(page, 'primary');   // Start the fight
  const refused = early.concat(await dispatch(page, [
    { type: 'GiveActionDice', id: ROLAND, faces: roland },
    { type: 'GiveActionDice', id: BRENNA, faces: brenna },
    { type: 'GiveActionDice', id: BOSS, faces: boss },
  ]));
  await h.settle(page);
  h.check(refused.length === 0, `the fight is set${refused.length ? ': ' + refused.join(' | ') : ''}`);
  return h.state(page);
}

// Long press on the card -> the full list -> the action's form.
async function openForm(page, id, type) {
  await h.longPress(page, `card-${id}`);
  for (let i = 0; i < 4; i++) await h.scrollIntoView(page, `menu-${type}`);
  await h.tap(page, `menu-${type}`);
  h.check((await widgets(page)).includes('sheet-apply'), `the form of ${type} is open`);
}

// A chip of the card drawn on screen (the card tapped open first, scrolled to as a user would).
async function chipShown(page, id, what, label) {
  if (!(await drawn(page))[`all-actions-${id}`]) await h.tap(page, `card-${id}`);
  const tag = `chip-${id}-${what}`;
  let r = null;
  try { r = await h.scrollIntoView(page, tag); } catch (err) { r = null; }
  h.check(!!r && r.h > 0 && r.w > 0, `${label}: chip "${tag}" is drawn`);
}

const cases = {
  'all-out-attack': async (page, shot) => {
    let s = await fight(page, { roland: [5, 4, 3, 2], boss: [4] });
    h.check(s.acting === ROLAND, `Roland acts first (${s.acting})`);
    await dispatch(page, [{ type: 'MarkExposure', id: ROLAND, exposures: 2, fumbled: false }]);
    await h.settle(page);
    await h.tap(page, `die-${ROLAND}-0`);   // the 5, a chip on the card
    await openForm(page, ROLAND, 'UseTactic');
    await h.tap(page, 'field-tactic-all_out_attack');
    await shot('tactic-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(dice(s, ROLAND).tactic === 'all_out_attack' && JSON.stringify(dice(s, ROLAND).hand) === '[4,3,2]',
      `the All Out Attack spent the chosen 5 (${JSON.stringify(dice(s, ROLAND))})`);
    h.check(dice(s, ROLAND).exposures === 0, 'his next action took his exposures away');
    await chipShown(page, ROLAND, 'alert-0', 'the card says "no defence"');
    await shot('tactic-on-card');
    // No defence till a new action: the full list's Dodge / Block is refused.
    const before = await page.evaluate(() => window.roundkeeper.stateHash());
    await openForm(page, ROLAND, 'StartDefence');
    await h.tap(page, 'sheet-apply');
    h.check(await page.evaluate(() => window.roundkeeper.stateHash()) === before, 'a Dodge after the All Out Attack changes nothing');
    const open = await widgets(page);
    if (open.includes('sheet-cancel')) await h.tap(page, 'sheet-cancel');
  },

  'mob-attacks-two': async (page, shot) => {
    await fight(page, { roland: [5, 4], boss: [4] },
      [{ type: 'SetRanks', id: GOBLIN, physical: 1, mental: 1, stateless: true, group: 'mob' }]);
    // Roland holds 2 dice, the goblins 3 each: they act first, the table picks which.
    // Its 4, a chip on its card (the form starts from its highest die anyway).
    let shown = null;
    try { shown = await h.scrollIntoView(page, `die-${GOBLIN}-0`); } catch (err) { shown = null; }
    if (shown) await h.tap(page, `die-${GOBLIN}-0`);
    await openForm(page, GOBLIN, 'GroupAttack');
    await h.tap(page, `field-targets-${ROLAND}`);
    await h.tap(page, `field-targets-${BRENNA}`);
    await shot('group-attack-form');
    await h.tap(page, 'sheet-apply');
    const s = await h.state(page);
    const line = s.log.map((l) => l.text).find((t) => / attacks Roland and Brenna/.test(t));
    h.check(!!line, `the Mob attacks two separate targets in one action (${line})`);
    h.check(JSON.stringify(dice(s, GOBLIN).hand) === '[3,2]', `one action, one payment: its 4 (${dice(s, GOBLIN).hand})`);
  },

  'panicked-flees': async (page, shot) => {
    // The boss holds the most dice: it acts first, and a mental blow Panics it.
    let s = await fight(page, { roland: [5, 4], boss: [5, 4, 3, 3, 2] });
    h.check(s.acting === BOSS, `the boss acts first (${s.acting})`);
    await dispatch(page, [{ type: 'ApplyDamage', id: BOSS, points: 3, track: 'mental', take_state: false }]);
    await h.settle(page);
    await chipShown(page, BOSS, 'alert-0', 'the card says its next action is flight');
    await shot('panicked-card');
    await openForm(page, BOSS, 'Flee');
    await shot('flee-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(s.log.some((l) => / flees as far as it can/.test(l.text)) && dice(s, BOSS).hand.length === 4,
      `the boss fled, paying with its highest die (${dice(s, BOSS).hand})`);
    // The next action starts with one Spirit roll (entered: a failure), and only one.
    await openForm(page, BOSS, 'RemoveState');
    await h.tap(page, 'field-state-panicked');
    await h.tap(page, 'field-roll');
    await page.keyboard.insertText('1 2 3 4');
    await h.settle(page);
    await shot('spirit-roll-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(s.log.some((l) => /rolls SPIRIT against Panicked/.test(l.text)), 'the Spirit roll was made');
    const again = await dispatch(page, [{ type: 'RemoveState', id: BOSS, state: 'panicked', how: 'roll', roll: { faces: [6, 6, 6, 6] } }]);
    h.check(again.length === 1, `a second roll before its next action is refused (${again})`);
  },

  'special-results': async (page, shot) => {
    await fight(page, { roland: [5, 4, 3, 2], boss: [4, 2] });
    await openForm(page, BOSS, 'SpecialResult');
    await h.tap(page, 'field-result-disarm');
    await shot('disarm-form');
    await h.tap(page, 'sheet-apply');
    await openForm(page, BOSS, 'SpecialResult');
    await h.tap(page, 'field-result-knockback');
    await h.tap(page, 'sheet-apply');
    await openForm(page, BOSS, 'SpecialResult');
    await h.tap(page, 'field-result-lose_action_die');
    await h.tap(page, 'sheet-apply');
    const s = await h.state(page);
    h.check(dice(s, BOSS).disarmed && dice(s, BOSS).knocked_down && JSON.stringify(dice(s, BOSS).hand) === '[4]',
      `disarmed, knocked down and its lowest die lost (${JSON.stringify(dice(s, BOSS))})`);
    await chipShown(page, BOSS, 'alert-0', 'the card says "Disarmed"');
    await chipShown(page, BOSS, 'alert-1', 'the card says "Knocked down"');
    await shot('results-on-card');
  },
};

h.run('text 002 round three by taps: tactics, group attacks, Panicked flight, special results', async () => {
  const site = await h.startSite();
  try {
    for (const [name, play] of Object.entries(cases))
      await h.onPhone(site, name, (page) => play(page, (what) => h.screenshot(page, `round3-action-dice-${name}-${what}`)));
  } finally {
    await site.close();
  }
});
