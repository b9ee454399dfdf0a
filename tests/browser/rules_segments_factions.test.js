// Texts 003 (segments) and 004 (alternating factions) rulings played by taps on a phone (issue 13):
// full and desperate defence and the free action from a combatant's actions, and a counter whose
// two attacks land in the text's order. Steps the table would take anyway are given through the
// test hook; everything the ruling is about is a tap or typed. Screenshots go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');
const { playSamples, widgets } = require('./lib/samples.js');

const who = (s, id) => s.combatants.find((c) => c.id === id);
const plan = (s, id) => who(s, id).part.segments.plan;
const dispatch = (page, actions) => page.evaluate((list) => list.map((a) => window.roundkeeper.dispatch(a)).filter((r) => r), actions);

// A combatant's card (opened unless it is), "All actions", and the action's sheet.
async function openAction(page, id, type) {
  if (!(await widgets(page)).includes(`all-actions-${id}`)) await h.tap(page, `card-${id}`);
  await h.tap(page, `all-actions-${id}`);
  // The list of every action is long on a phone: a user scrolls on until the one they want shows.
  for (let i = 0; i < 3; i++) await h.scrollIntoView(page, `menu-${type}`);
  await h.tap(page, `menu-${type}`);
}

async function type(page, field, text) {
  await h.tap(page, field);
  await page.keyboard.insertText(text);
  await h.settle(page);
}

const ARIA = 1, MERLIN = 2, OGRE = 3;
const THEOBALD = 3, LEADER = 4;

const cases = {
  // 003: "Full Defense must be declared at the beginning of the round"; "Only one Free Action can be taken per round."
  segments: async (page, shot) => {
    await h.tap(page, 'primary');   // Start the fight
    await h.tap(page, 'primary');   // no ambush: round 1's declarations
    let s = await h.state(page);
    h.check(s.step === 'declaring', `round 1's declarations (${s.step})`);
    await openAction(page, ARIA, 'DeclareDefence');
    for (let i = 0; i < 5; i++) await h.tap(page, 'field-rank-plus');   // weapon rank 5
    await shot('defend-sheet');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, ARIA).defence === 18 && !plan(s, ARIA).desperate && plan(s, ARIA).actions.length === 0,
      `Aria defends fully: +18 DEF, no attacks (${JSON.stringify(plan(s, ARIA))})`);
    await openAction(page, MERLIN, 'DeclareDefence');
    for (let i = 0; i < 2; i++) await h.tap(page, 'field-rank-plus');
    await h.tap(page, 'field-desperate-yes');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, MERLIN).defence === 25 && plan(s, MERLIN).desperate, `Merlin defends desperately: +25 DEF (${JSON.stringify(plan(s, MERLIN))})`);
    await h.tap(page, 'primary');   // Done declaring
    s = await h.state(page);
    h.check(s.step === 'rolling_initiative', `initiative is rolled next (${s.step})`);
    await openAction(page, OGRE, 'TakeFreeAction');
    await type(page, 'field-what', 'roars');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, OGRE).free_actions === 1, `the Ogre took its free action (${plan(s, OGRE).free_actions})`);
    await openAction(page, OGRE, 'TakeFreeAction');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, OGRE).free_actions === 2 && plan(s, OGRE).actions[0].lost === 'used for a free action',
      `a second free action cost the Ogre its attack (${JSON.stringify(plan(s, OGRE).actions)})`);
    await h.tap(page, `card-${ARIA}`);   // the cards show the defences and the free action
    await shot('cards');
  },

  // 004: "Whoever suffers the most damage, after reductions, is hit first."
  'alternating-factions': async (page, shot) => {
    await h.tap(page, 'primary');   // Start the fight
    const refused = await dispatch(page, [{ type: 'FirstFaction', side: 1 }, { type: 'ActNow', id: THEOBALD }]);
    await h.settle(page);
    h.check(refused.length === 0, `Theobald takes the players' turn${refused.length ? ': ' + refused.join(' | ') : ''}`);
    // The bandit leader counters Theobald's spear (4) with his sword (5): Theobald suffers more,
    // is hit first, and the table says the hit incapacitates him.
    await openAction(page, LEADER, 'CounterAttack');
    // "Perform a suitable attack against the attacker": the form offers the others, not the
    // leader himself (the reducer would refuse a counter against oneself).
    const offered = await widgets(page);
    h.check(offered.includes(`field-against-${THEOBALD}`) && !offered.includes(`field-against-${LEADER}`),
      `the counter's "Attacker" offers Theobald and the others, not the bandit leader himself (${offered.filter((w) => w.startsWith('field-against-')).join(', ')})`);
    await h.tap(page, `field-against-${THEOBALD}`);
    await shot('counter-attacker');
    await type(page, 'field-attack_weapon', 'Spear');
    await type(page, 'field-attack_roll', '4');
    await type(page, 'field-weapon', 'Sword');
    await type(page, 'field-roll', '5');
    await h.tap(page, 'field-first_out-yes');
    await shot('counter-sheet');
    await h.tap(page, 'sheet-apply');
    const s = await h.state(page);
    const lines = s.log.map((l) => l.text);
    h.check(who(s, THEOBALD).hp.current === 7 && who(s, LEADER).hp.current === 10,
      `Theobald is hit first (12 -> ${who(s, THEOBALD).hp.current}), the leader suffers nothing (${who(s, LEADER).hp.current})`);
    h.check(lines.includes('Theobald suffers more damage (5 against 4) and is hit first') &&
            lines.includes('Theobald is down: Bandit leader suffers no damage'), `the log says the order (${lines.slice(-4).join(' | ')})`);
    await shot('after-the-counter');
  },
};

h.run('texts 003 and 004 rulings by taps on a phone: defence, free actions, counters', () => playSamples(cases, 'rules-003-004'));
