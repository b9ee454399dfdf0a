// Text 003 (segments), round three, played by taps on a phone: SC traded for DEF, Careful Aim
// and a shield readied from the attacks' declaration, the gang-up on one target, and attack and
// move with its DEX roll; a caster's DEF while casting and the move show on the cards. Steps the
// table would take anyway (stats, a spell, initiative faces) are given through the test hook;
// everything the rulings are about is a tap or typed. Screenshots go to build/screenshots.
// Rules quoted (003_abb45db44eb0a0ba.txt):
//  "A combatant can sacrifice SC to improve DEF on a 2 for 1 basis."
//  "If the attacker is standing still and taking careful aim, he gets a +15 bonus to his SC."
//  "It takes one combat action to take Careful Aim. As such, the attacker loses one attack for the round."
//  "Lose half your attacks, rounded up (i.e., if you normally get 3 attacks per round, you get only 1; if you normally only get 1 attack, you lose it)."
//  "Attackers get a +10 to their Strike Chance (SC) for every person above one attacking a target."
//  "2x DEX roll - Move 1/20th of your TMR each segment beginning 2 segments after your last attack."
//  "No attacks can be made after movement in an Attack and Move scenario."
//  "The caster gains no bonus to their DEF from DEX, Defense skill or Shield skill while casting."
'use strict';
const h = require('./lib/harness.js');
const { playSamples, widgets } = require('./lib/samples.js');

const who = (s, id) => s.combatants.find((c) => c.id === id);
const plan = (s, id) => who(s, id).part.segments.plan;
const dispatch = (page, actions) => page.evaluate((list) => list.map((a) => window.roundkeeper.dispatch(a)).filter((r) => r), actions);

async function given(page, actions, what) {
  const refused = await dispatch(page, actions);
  await h.settle(page);
  h.check(refused.length === 0, `${what}${refused.length ? ': refused: ' + refused.join(' | ') : ''}`);
}

// A combatant's card (opened unless it is), "All actions", and the action's sheet.
async function openAction(page, id, type) {
  if (!(await widgets(page)).includes(`all-actions-${id}`)) await h.tap(page, `card-${id}`);
  await h.tap(page, `all-actions-${id}`);
  for (let i = 0; i < 3; i++) await h.scrollIntoView(page, `menu-${type}`);
  await h.tap(page, `menu-${type}`);
}

async function type(page, field, text) {
  await h.tap(page, field);
  await page.keyboard.insertText(text);
  await h.settle(page);
}

// The card open, and its rules alerts drawn as chips ("chip-<id>-alert-<n>").
async function alertsShown(page, id) {
  if (!(await widgets(page)).includes(`all-actions-${id}`)) await h.tap(page, `card-${id}`);
  return (await widgets(page)).filter((w) => w.startsWith(`chip-${id}-alert-`)).length;
}

const ARIA = 1, MERLIN = 2, OGRE = 3, GOBLIN = 4;

const cases = {
  segments: async (page, shot) => {
    await h.tap(page, 'primary');   // Start the fight
    await h.tap(page, 'primary');   // no ambush: round 1's declarations
    let s = await h.state(page);
    h.check(s.step === 'declaring', `round 1's declarations (${s.step})`);
    await given(page, [
      { type: 'SetStat', id: ARIA, key: 'sc', value: 80 }, { type: 'SetStat', id: ARIA, key: 'def', value: 30 },
      { type: 'SetStat', id: ARIA, key: 'dex', value: 15 },
      { type: 'SetStat', id: MERLIN, key: 'def', value: 30 }, { type: 'SetStat', id: MERLIN, key: 'def_dex', value: 3 },
      { type: 'SetStat', id: MERLIN, key: 'def_shield', value: 4 },
      { type: 'SetStat', id: GOBLIN, key: 'sc', value: 60 }, { type: 'SetStat', id: GOBLIN, key: 'def', value: 25 },
      { type: 'SetStat', id: GOBLIN, key: 'def_dex', value: 5 },
      { type: 'SetStat', id: OGRE, key: 'def', value: 20 },
    ], 'the stats the table keeps');

    // SC for DEF, 2 for 1: Aria (weapon rank 2, so at most 10) gives up 10 SC for +5 DEF.
    await openAction(page, ARIA, 'TradeScForDef');
    for (let i = 0; i < 10; i++) await h.tap(page, 'field-sc-plus');
    for (let i = 0; i < 2; i++) await h.tap(page, 'field-rank-plus');
    await shot('trade-sheet');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, ARIA).sc_traded === 10 && plan(s, ARIA).def_traded === 5,
      `Aria trades 10 SC for 5 DEF (${JSON.stringify(plan(s, ARIA))})`);
    h.check(await alertsShown(page, ARIA) >= 1, 'Aria\'s card shows the trade');

    // Careful Aim: the goblin's 2 attacks on the Ogre, one taken by aiming.
    await openAction(page, GOBLIN, 'DeclareAttacks');
    await h.tap(page, 'field-attacks-plus');
    await h.tap(page, 'field-careful_aim-yes');
    await h.tap(page, `field-target-${OGRE}`);
    await shot('careful-aim-sheet');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, GOBLIN).careful_aim && plan(s, GOBLIN).actions.length === 1,
      `the goblin aims: 1 attack left of 2 (${JSON.stringify(plan(s, GOBLIN))})`);
    h.check(await alertsShown(page, GOBLIN) >= 2, 'the goblin\'s card shows its aim and the DEX DEF it goes without');

    // Aria's 2 attacks on the Ogre too: the trade stays; the Ogre has two attackers.
    await openAction(page, ARIA, 'DeclareAttacks');
    await h.tap(page, 'field-attacks-plus');
    await h.tap(page, `field-target-${OGRE}`);
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, ARIA).actions.length === 2 && plan(s, ARIA).sc_traded === 10, `Aria declares 2 attacks and keeps her trade (${JSON.stringify(plan(s, ARIA))})`);
    h.check(await alertsShown(page, OGRE) >= 1, 'the Ogre\'s card shows the two attacking it');
    await shot('ogre-ganged-up');

    // Ready Shield: the Ogre's 3 attacks, half rounded up lost.
    await openAction(page, OGRE, 'DeclareAttacks');
    await h.tap(page, 'field-attacks-plus');
    await h.tap(page, 'field-attacks-plus');
    await h.tap(page, 'field-half_round-ready_shield');
    await h.tap(page, `field-target-${ARIA}`);
    await shot('ready-shield-sheet');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, OGRE).half_round === 'ready_shield' && plan(s, OGRE).actions.length === 1,
      `the Ogre readies a shield: 1 attack left of 3 (${JSON.stringify(plan(s, OGRE))})`);

    // Merlin casts; initiative as rolled: Aria 10 and 5, Merlin casting 9 to 3, Goblin 4, Ogre 1.
    await given(page, [{ type: 'DeclareSpell', id: MERLIN, spell: 'Bolt of Energy', casting: 'sk', rank: 8, target: OGRE }], 'Merlin declares a spell');
    await h.tap(page, 'primary');   // Done declaring
    await given(page, [
      { type: 'RollInitiative', id: ARIA, roll: { faces: [8, 3] } }, { type: 'RollInitiative', id: MERLIN, roll: { faces: [8] } },
      { type: 'RollInitiative', id: OGRE, roll: { faces: [1] } }, { type: 'RollInitiative', id: GOBLIN, roll: { faces: [1] } },
    ], 'initiative');
    s = await h.state(page);
    h.check(s.step === 'acting' && s.acting === ARIA, `the clock runs, Aria attacks on 10 (${s.step}, ${s.acting})`);

    // Attack and move: a 2x DEX roll after her attack on 10 moves her from 8; her attack on 5 goes.
    await openAction(page, ARIA, 'AttackAndMove');
    await type(page, 'field-roll', '25');
    await shot('attack-and-move-sheet');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(plan(s, ARIA).moving && plan(s, ARIA).moves_from === 8 && plan(s, ARIA).actions[1].lost === 'moves after attacking',
      `Aria moves from segment 8, her second attack lost (${JSON.stringify(plan(s, ARIA))})`);
    await given(page, [{ type: 'NextTurn' }], 'on to the next action');
    s = await h.state(page);
    h.check(s.acting === GOBLIN, `the clock is on the goblin's attack on 4, past segment 8 (${s.acting})`);
    const refused = await dispatch(page, [{ type: 'Strike', target: OGRE, attacker: ARIA, damage: '3' }]);
    h.check(refused.length === 1 && /after movement/.test(refused[0]), `no attack after movement (${refused.join(' | ')})`);
    h.check(await alertsShown(page, ARIA) >= 2, 'Aria\'s card shows her move and her trade');
    await shot('aria-moving');
    // Merlin is casting: his card says his DEF goes without DEX and Shield.
    h.check(s.effects.some((fx) => fx.name === 'Casting Bolt of Energy' && fx.target === MERLIN), 'Merlin is casting');
    h.check(await alertsShown(page, MERLIN) >= 1, 'Merlin\'s card shows the DEF he goes without while casting');
    await shot('merlin-casting');
  },
};

h.run('text 003 round three by taps on a phone: SC for DEF, careful aim, shields, gang-ups, attack and move, casting DEF',
  () => playSamples(cases, 'round3-segments'));
