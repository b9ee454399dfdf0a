// Text 002 (Swift Swords) rulings played by taps on a phone (issue 13): a defence with the last
// die waits for the attacker's action before the Refresh, and a Stunned combatant can only try
// to remove the Stun. The dice are given through the test hook so the fight is the same every
// time; everything a game master does is a tap. Screenshots go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');
const { ROLAND, BOSS, who, hand, dispatch, fight } = require('./lib/action_dice_fight.js');

// Roland spends its highest die on the attack the detail offers (cost 4).
async function rolandAttacks(page) {
  await h.tap(page, `die-${ROLAND}-0`);
  await h.tap(page, `card-${ROLAND}`);
  await h.tap(page, `spend-${ROLAND}`);
}

const cases = {
  // Item 1: "uses their last AD and completes their action" — the attacker's action first.
  'defence-with-the-last-die': async (page, shot) => {
    await fight(page);
    // The boss dodges Roland's declared attack with its only die: All actions, Dodge / Block.
    await h.tap(page, `card-${BOSS}`);
    await h.tap(page, `all-actions-${BOSS}`);
    await h.tap(page, 'menu-StartDefence');
    // The die starts from the boss's 4, the one die of its hand.
    for (let i = 0; i < 2; i++) await h.tap(page, 'field-successes-plus');  // 2 successes
    for (let i = 0; i < 2; i++) await h.tap(page, 'field-dice-plus');       // 3 dice rolled
    await shot('dodge-sheet');
    await h.tap(page, 'sheet-apply');
    let s = await h.state(page);
    h.check(hand(s, BOSS).length === 0 && who(s, BOSS).part.action_dice.defence_pool, 'the boss spent its last die on a Dodge pool');
    h.check(s.step === 'acting' && s.acting === ROLAND && hand(s, ROLAND).length === 4,
      `no Refresh in the middle of Roland's attack: Roland still acts with 4 dice (${s.step}, ${hand(s, ROLAND)})`);
    await shot('after-the-dodge');
    await rolandAttacks(page);
    s = await h.state(page);
    h.check(s.step === 'refresh' && s.part.action_dice.refresh_caller === BOSS,
      `after Roland's attack the boss's empty hand calls the Refresh (${s.step}, caller ${JSON.stringify(s.part)})`);
    h.check(hand(s, ROLAND).length === 3, `Roland keeps its 3 remaining dice for its one more option (${hand(s, ROLAND)})`);
    await shot('refresh-after-the-attack');
  },

  // Item 2: "They may do nothing until they remove the STATE" — the die goes either way.
  'stunned-can-only-remove-it': async (page, shot) => {
    await fight(page);
    await dispatch(page, [{ type: 'ApplyDamage', id: ROLAND, points: 1 }]);   // the first point taken as a Stun
    await h.settle(page);
    let s = await h.state(page);
    h.check(who(s, ROLAND).ranks.states.includes('stun'), 'Roland is Stunned');
    await rolandAttacks(page);                                    // refused: the attack is not allowed
    s = await h.state(page);
    h.check(hand(s, ROLAND).length === 4 && who(s, ROLAND).ranks.states.includes('stun'),
      `a Stunned Roland cannot attack: its dice stay (${hand(s, ROLAND)})`);
    await shot('stunned-attack-refused');
    await h.tap(page, `prompt-RemoveState-${ROLAND}-2`);          // "Spend a die: no more Stun"
    s = await h.state(page);
    h.check(!who(s, ROLAND).ranks.states.includes('stun'), 'spending a die removed the Stun');
    h.check(hand(s, ROLAND).length === 3, `the die left the hand (${hand(s, ROLAND)})`);
    await shot('stun-removed');
    // Stunned again on its next action: a failed roll loses the die too.
    await dispatch(page, [{ type: 'ApplyDamage', id: ROLAND, points: 1 }]);
    await h.settle(page);
    s = await h.state(page);
    const before = hand(s, ROLAND).length;
    h.check(s.acting === ROLAND, `Roland acts again (acting ${s.acting})`);
    await h.tap(page, `enter-prompt-RemoveState-${ROLAND}`);      // "Roll to shake off Stun": enter the faces
    for (const f of [1, 2, 3, 4]) await h.tap(page, `dice-face-${f}`);
    await shot('roll-entered');
    await h.tap(page, 'dice-use');
    s = await h.state(page);
    h.check(who(s, ROLAND).ranks.states.includes('stun') && hand(s, ROLAND).length === before - 1,
      `a failed roll keeps the Stun and the die goes (${before} -> ${hand(s, ROLAND).length})`);
    await shot('failed-roll');
  },
};

h.run('text 002 rulings by taps on a phone: the Refresh after the attack, States', async () => {
  const site = await h.startSite();
  try {
    for (const [name, play] of Object.entries(cases))
      await h.onPhone(site, name, (page) => play(page, (what) => h.screenshot(page, `rules-002-${name}-${what}`)));
  } finally {
    await site.close();
  }
});
