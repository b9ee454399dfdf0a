// The text 002 sample fight the action-dice browser tests start from: the dice are given through
// the test hook so the fight is the same every time.
'use strict';
const h = require('./harness.js');

const ROLAND = 1, BOSS = 4;
const who = (s, id) => s.combatants.find((c) => c.id === id);
const hand = (s, id) => who(s, id).part.action_dice.hand;
const dispatch = (page, actions) => page.evaluate((list) => list.map((a) => window.roundkeeper.dispatch(a)).filter((r) => r), actions);

// The sample fight started, every set given: Roland 5, 4, 3, 2 (first: most dice), Brenna
// none, the Goblin boss one 4, the two goblins their fixed 4, 3, 2.
async function fight(page) {
  await h.tap(page, 'sample-action-dice');
  await h.tap(page, 'primary');                                  // Start the fight
  const refused = await dispatch(page, [
    { type: 'GiveActionDice', id: ROLAND, faces: [5, 4, 3, 2] },
    { type: 'GiveActionDice', id: 2, faces: [] },
    { type: 'GiveActionDice', id: BOSS, faces: [4] },
  ]);
  await h.settle(page);
  h.check(refused.length === 0, `the sets were given${refused.length ? ': ' + refused.join(' | ') : ''}`);
  const s = await h.state(page);
  h.check(s.step === 'acting' && s.acting === ROLAND, `Roland acts first (${s.step}, acting ${s.acting})`);
}

module.exports = { ROLAND, BOSS, who, hand, dispatch, fight };
