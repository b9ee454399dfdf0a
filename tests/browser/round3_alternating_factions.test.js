// Text 004 (alternating factions), round three, by taps on a phone: each ruling is reached from a
// card (long press -> the full list -> the action's form -> apply) and checked through the test
// hook; what lasts is checked as a chip drawn on the card. Steps the table would take anyway (a
// wyrm and a horse joining, whose turn it is) are given through the test hook.
// Rules covered (004_2715924881334fee.txt):
//  "Smaller characters halve damage for each size of difference. Larger characters double che number of dice they roll for damage for each size of difference"
//  "Damage from blast attacks isn’t modified."
//  "Grabbed characters can’t act, and can only spend their turn to attempt to break free by passing a STR save."
//  "Smaller characters ... can’t free themselves from a grab with a STR save."
//  "Any other action frees the grabbed character."
//  "Damaged weapons and shields are destroyed if used to attack and a 1 is rolled on the damage die."
//  "The attacker may choose to voluntarily hold back an attack to inflict impaired damage."
//  "If the mount or vehicle moves at full speed, riders and passengers can’t take any action nor react."
// Screenshots go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');
const { playSamples, widgets } = require('./lib/samples.js');

const dispatch = (page, actions) => page.evaluate((list) => list.map((a) => window.roundkeeper.dispatch(a)).filter((r) => r), actions);
const who = (s, name) => s.combatants.find((c) => c.name === name);
const hp = (s, name) => who(s, name).hp.current;
const lastLines = (s, n) => s.log.slice(-n).map((l) => l.text).join(' | ');
const hasCondition = (s, id, name) => s.effects.some((fx) => fx.target === id && fx.name === name);

async function given(page, actions, what) {
  const refused = await dispatch(page, actions);
  await h.settle(page);
  h.check(refused.length === 0, `${what}${refused.length ? ': refused: ' + refused.join(' | ') : ''}`);
}

// Long press on the card, the full list, scrolled on to the action, its form.
async function openAction(page, id, type) {
  if ((await widgets(page)).includes('menu-close')) await h.tap(page, 'menu-close');
  await h.longPress(page, `card-${id}`);
  for (let i = 0; i < 3; i++) await h.scrollIntoView(page, `menu-${type}`);
  await h.tap(page, `menu-${type}`);
}

// Replaces what a field holds (a weapon field starts on the attacker's first weapon): emptied
// with Backspace, as a thumb would, then typed.
async function type(page, field, text) {
  await h.tap(page, field);
  for (let i = 0; i < 24; i++) await page.keyboard.press('End');
  for (let i = 0; i < 24; i++) await page.keyboard.press('Backspace');
  await page.keyboard.insertText(text);
  await h.settle(page);
}

// The chip is drawn on the card (opened, scrolled to).
async function chipShown(page, id, what, label) {
  if (!(await widgets(page)).includes(`all-actions-${id}`)) await h.tap(page, `card-${id}`);
  let r = null;
  try { r = await h.scrollIntoView(page, `chip-${id}-${what}`); } catch (err) { r = null; }
  h.check(!!r && r.h > 0 && r.w > 0, `${label}: chip "chip-${id}-${what}" is drawn`);
}

const BALTHASAR = 1, SYBILLA = 2, THEOBALD = 3, LEADER = 4, BANDIT = 5;

const cases = {
  'alternating-factions': async (page, shot) => {
    await h.tap(page, 'primary');   // Start the fight
    await given(page, [
      { type: 'AddCombatant', name: 'Wyrm', side: 2, hp_max: 40 },
      { type: 'AddCombatant', name: 'Horse', side: 1, hp_max: 14 },
    ], 'a wyrm and a horse join');
    let s = await h.state(page);
    const WYRM = who(s, 'Wyrm').id, HORSE = who(s, 'Horse').id;
    await given(page, [
      { type: 'SetStat', id: WYRM, key: 'size', value: 1 },
      { type: 'AddGear', id: WYRM, name: 'Bite', kind: 'weapon', damage: 'd8' },
      { type: 'AddGear', id: WYRM, name: 'Fire breath', kind: 'weapon', damage: 'd6' },
      { type: 'SetStat', id: LEADER, key: 'str', value: 10 },
      { type: 'FirstFaction', side: 1 }, { type: 'ActNow', id: THEOBALD },
    ], 'the wyrm is large, bites and breathes fire; Theobald takes the players\' turn');

    // 1. Size: Theobald's spear rolls 3 against the large wyrm: 2 damage. The wyrm's bite is 2d8.
    await openAction(page, THEOBALD, 'Attack');
    await h.tap(page, `field-target-${WYRM}`);
    await type(page, 'field-weapon', 'Spear');
    await type(page, 'field-roll', '3');
    await shot('spear-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(hp(s, 'Wyrm') === 38, `a roll of 3 inflicts 2 on the larger wyrm (${hp(s, 'Wyrm')}/40; ${lastLines(s, 1)})`);
    await openAction(page, WYRM, 'Attack');
    await h.tap(page, `field-target-${BALTHASAR}`);
    await type(page, 'field-weapon', 'Bite');
    await type(page, 'field-roll', '5 4');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(hp(s, 'Balthasar') === 3 && /2d8: \[5, 4\]/.test(lastLines(s, 1)), `the bite rolls 2d8 against Balthasar (${hp(s, 'Balthasar')}/12; ${lastLines(s, 1)})`);

    // 3. Blast: the fire breath is one d6 whatever the size.
    await openAction(page, WYRM, 'Attack');
    await h.tap(page, `field-target-${SYBILLA}`);
    await type(page, 'field-weapon', 'Fire breath');
    await type(page, 'field-roll', '4');
    await h.tap(page, 'field-blast-yes');
    await shot('blast-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(hp(s, 'Sybilla') === 6 && /blast/.test(lastLines(s, 1)), `the blast does d6 to Sybilla (${hp(s, 'Sybilla')}/10; ${lastLines(s, 1)})`);

    // 2. Grabs: the wyrm grapples Sybilla (smaller: no save); she can't attack nor break free.
    await openAction(page, WYRM, 'NonLethalAttack');
    await h.tap(page, `field-target-${SYBILLA}`);
    await h.tap(page, 'field-kind-grapple');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(hasCondition(s, SYBILLA, 'Grabbed'), `the wyrm grabs Sybilla (${lastLines(s, 1)})`);
    await chipShown(page, SYBILLA, 'grabbed', 'Sybilla is grabbed by a larger wyrm');
    await chipShown(page, WYRM, `holding-${SYBILLA}`, 'the wyrm holds Sybilla');
    await shot('grabbed-card');
    // Theobald grabs a bandit, then swings... his spear is one-handed: he keeps hold; a shove frees.
    await given(page, [{ type: 'SetCondition', id: BANDIT, condition: 'Grabbed', on: true, by: THEOBALD }], 'Theobald holds a bandit');
    await openAction(page, BANDIT, 'Attack');
    await h.tap(page, `field-target-${THEOBALD}`);
    await type(page, 'field-roll', '2');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(hp(s, 'Theobald') === 12, `the grabbed bandit can't act: no attack lands (${hp(s, 'Theobald')}/12)`);
    if ((await widgets(page)).includes('sheet-cancel')) await h.tap(page, 'sheet-cancel');
    await openAction(page, THEOBALD, 'NonLethalAttack');
    await h.tap(page, `field-target-${LEADER}`);
    await h.tap(page, 'field-kind-shove');
    await type(page, 'field-roll', '20');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(!hasCondition(s, BANDIT, 'Grabbed'), `shoving another frees the bandit (${lastLines(s, 2)})`);
    await given(page, [{ type: 'NextTurn' }], 'Theobald ends his turn');

    // 4. Damaged gear: the leader's sword is damaged, rolls a 1, and is destroyed.
    await openAction(page, LEADER, 'SetGearState');
    await type(page, 'field-name', 'Sword');
    await h.tap(page, 'field-state-damaged');
    await h.tap(page, 'sheet-apply');
    await chipShown(page, LEADER, 'gear-0', 'the damaged sword');
    await openAction(page, LEADER, 'Attack');
    await h.tap(page, `field-target-${THEOBALD}`);
    await type(page, 'field-weapon', 'Sword');
    await type(page, 'field-roll', '1');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    const sword = who(s, 'Bandit leader').part.alternating_factions.gear[0];
    h.check(sword.destroyed && hp(s, 'Theobald') === 11, `the damaged sword rolls a 1: destroyed (${JSON.stringify(sword)}; ${lastLines(s, 2)})`);
    await shot('sword-destroyed');

    // 5. Impaired: Theobald holds back his spear: a d4.
    const banditHp = (st) => st.combatants.find((c) => c.id === BANDIT).hp.current;
    const banditBefore = banditHp(await h.state(page));
    await openAction(page, THEOBALD, 'Attack');
    await h.tap(page, `field-target-${BANDIT}`);
    await type(page, 'field-weapon', 'Spear');
    await type(page, 'field-roll', '4');
    await h.tap(page, 'field-impaired-yes');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(banditHp(s) < banditBefore && /impaired/.test(lastLines(s, 1)) && /d4/.test(lastLines(s, 1)),
      `held back: d4 impaired damage (${banditBefore} -> ${banditHp(s)}; ${lastLines(s, 1)})`);

    // 6. Sybilla rides the horse; on the players' move the horse takes its turn by taps and goes
    // at full speed: both cards say so, and Sybilla can't take the next players' turn.
    await given(page, [{ type: 'SetCondition', id: SYBILLA, condition: 'Riding', on: true, by: HORSE }], 'Sybilla mounts the horse');
    for (let i = 0; i < 16; i++) {   // the table plays on until the players are to move
      s = await h.state(page);
      const round = s.part && s.part.alternating_factions;
      if (s.step === 'acting' && !s.acting && round && round.to_move === 1) break;
      if (s.step === 'choosing_faction') await given(page, [{ type: 'FirstFaction', side: 1 }], 'the players act first');
      else if (s.acting || s.step === 'morale') await given(page, [{ type: 'NextTurn' }], 'the turn ends');
      else await given(page, [{ type: 'Pass', side: round.to_move }], 'the bandits pass');
    }
    if ((await widgets(page)).includes('menu-close')) await h.tap(page, 'menu-close');
    if (!(await widgets(page)).includes(`all-actions-${HORSE}`)) await h.tap(page, `card-${HORSE}`);
    await h.scrollIntoView(page, `prompt-ActNow-${HORSE}`);
    await h.tap(page, `prompt-ActNow-${HORSE}`);   // "Take a turn" on its card
    s = await h.state(page);
    h.check(s.acting === HORSE, `the horse takes the players' turn (${s.acting}; ${lastLines(s, 1)})`);
    await openAction(page, HORSE, 'FullSpeed');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(hasCondition(s, HORSE, 'Full speed') && /can't take any action nor react/.test(lastLines(s, 1)),
      `the horse at full speed (${lastLines(s, 1)})`);
    await chipShown(page, HORSE, 'full-speed', 'the horse at full speed');
    await chipShown(page, SYBILLA, 'full-speed-rider', 'Sybilla cannot act nor react');
    await shot('full-speed');
    const refused = await dispatch(page, [{ type: 'NextTurn' }, { type: 'Pass', side: 2 }, { type: 'ActNow', id: SYBILLA }]);
    h.check(refused.some((r) => /full speed/.test(r)), `Sybilla can't take a turn while the horse runs (${refused.join(' | ')})`);
    // A smaller character's break-free (refused by the text) is in the unit tests
    // (tests/unit/rules/alternating_factions/round3_test.cpp).
  },
};

h.run('text 004 round three by taps on a phone: size, blasts, grabs, damaged gear, impaired damage, full speed',
  () => playSamples(cases, 'round3-004'));
