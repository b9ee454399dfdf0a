// Rules text 001, round three (rules fidelity): the new rules reached by taps on a phone, from the
// card's full list (a long press) and its one-tap presets, checked through the test hook. Rules quoted:
//  001_9b33af6f46041b76.txt "If the damage from the attack inflicts more than half of the defender�s remaining hit
//    points, or if a blow is a natural 20, the defender is stunned. Anyone who is already stunned will be knocked
//    unconscious for 1d4 rounds by the next successful attack."
//  001_9b33af6f46041b76.txt "1-6 Merely a flesh wound! Continue fighting with a -2 penalty on attacks and saves. -1"
//  001_9b33af6f46041b76.txt "Once the combat is under way, surprise is only relevant if previously undetected
//    combatants enter the fray."
//  001_9b33af6f46041b76.txt "It requires a full round to extract, and does normal damage on being extracted"
// Screenshots go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');
const { widgets, enterDice, playSamples } = require('./lib/samples.js');

const dispatch = (page, action) => page.evaluate((a) => window.roundkeeper.dispatch(a), action);
const byName = (s, name) => s.combatants.find((c) => c.name === name);
const logText = (s) => s.log.map((l) => l.text);

// The card's full list (a long press), one action's form.
async function form(page, id, type) {
  await h.longPress(page, `card-${id}`);
  await h.tap(page, `menu-${type}`);
}

async function untilStep(page, step) {
  for (let i = 0; i < 10 && (await h.state(page)).step !== step; i++) await h.tap(page, 'primary');
  const s = await h.state(page);
  h.check(s.step === step, `the round reaches "${step}" (${s.step})`);
  return s;
}

const cases = {
  countdown: async (page, shot) => {
    let s = await untilStep(page, 'declaring');
    const ghoul = byName(s, 'Ghoul'), skeleton = byName(s, 'Skeleton 1');

    // An unarmed blow of 3 on a Skeleton of 5: more than half, stunned.
    await form(page, skeleton.id, 'UnarmedBlow');
    for (let n = 0; n < 3; n++) await h.tap(page, 'field-amount-plus');
    await shot('unarmed-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(byName(s, 'Skeleton 1').hp.current === skeleton.hp.current - 3, `the blow did 3 (${byName(s, 'Skeleton 1').hp.current} hp)`);
    const stun = s.effects.find((fx) => fx.target === skeleton.id && fx.name === 'Stunned');
    h.check(!!stun && stun.formula === '1d3 rounds', `more than half of its hit points: stunned 1d3 rounds (${JSON.stringify(stun)})`);
    // A second blow, of nothing: already stunned, knocked unconscious for 1d4 rounds.
    await form(page, skeleton.id, 'UnarmedBlow');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    const out = s.effects.find((fx) => fx.target === skeleton.id && fx.name === 'Unconscious');
    h.check(!!out && out.formula === '1d4 rounds', `already stunned: unconscious 1d4 rounds (${JSON.stringify(out)})`);
    await h.tap(page, `card-${skeleton.id}`);
    await h.settle(page);
    h.check((await widgets(page)).some((w) => w.startsWith(`chip-${skeleton.id}-`)), 'its card shows what it is under');
    await shot('unarmed-card');
    await h.tap(page, `card-${skeleton.id}`);

    // A flesh wound on the Ghoul, one tap on the card's preset: -2 on saves.
    await h.tap(page, `card-${ghoul.id}`);
    await h.tap(page, `preset-now-Flesh wound-${ghoul.id}`);
    s = await h.state(page);
    const flesh = s.effects.find((fx) => fx.target === ghoul.id && fx.name === 'Flesh wound');
    h.check(!!flesh && flesh.modifiers.save === -2, `the flesh wound puts -2 on the Ghoul's saves (${JSON.stringify(flesh)})`);
    await shot('flesh-wound');
    await h.tap(page, `card-${ghoul.id}`);

    // A wolf joins the fight after the surprise step: it may still be surprised, from its full list.
    h.check(await dispatch(page, { type: 'AddCombatant', name: 'Wolf', side: 2, is_player: false, level: 1, hp_max: 8 }) === '',
      'a wolf joins the fight');
    await h.settle(page);
    const wolf = (await h.state(page)).combatants.find((c) => c.name === 'Wolf');
    await form(page, wolf.id, 'RollSurprise');
    await h.tap(page, 'field-roll');
    await page.keyboard.insertText('2');
    await h.settle(page);
    await shot('late-surprise-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(byName(s, 'Wolf').part.countdown.surprised_segments === 2, `a 2: surprised for 2 rounds (${JSON.stringify(byName(s, 'Wolf').part)})`);
    let chip = null;
    try { chip = await h.scrollIntoView(page, `chip-${wolf.id}-surprised`); } catch (err) { chip = null; }
    h.check(!!chip && chip.w > 0, 'its card says it is surprised');
    await shot('late-surprise-card');

    // Into the countdown: the surprised Wolf loses its turn when its count comes up.
    s = await untilStep(page, 'acting');
    h.check(s.acting !== wolf.id, 'the surprised Wolf is not the one acting');

    // A missile in the one acting; pulled out from its full list: its whole round is spent.
    const remover = s.acting;
    h.check(await dispatch(page, { type: 'AddEffect', name: 'Missile in wound', target: remover, duration: 'until removed',
      expiry: 'never', modifiers: { missile_damage: 4 }, resistible: false }) === '', 'a missile is stuck in the one acting');
    await h.settle(page);
    const before = byName(s, s.combatants.find((c) => c.id === remover).name).hp.current;
    await form(page, remover, 'ExtractMissile');
    await h.tap(page, 'field-saved-yes');
    await shot('extract-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    const pulled = s.combatants.find((c) => c.id === remover);
    h.check(!s.effects.some((fx) => fx.target === remover && fx.name === 'Missile in wound'), 'the missile is out');
    h.check(pulled.hp.current === before, `the remover saved: no harm (${pulled.hp.current})`);
    h.check(pulled.acted === true && s.acting !== remover, `a full round: its round is spent, the turn moved on (acting ${s.acting})`);
    h.check(logText(s).some((t) => t.startsWith(`${pulled.name} spends a full round pulling the missile out`)), 'the log says so');

    // The Ghoul struck to -2 owes its save; entered as 18, the flesh wound's -2 makes it 16: it fails.
    h.check(await dispatch(page, { type: 'Damage', id: ghoul.id, amount: 13 }) === '', 'the Ghoul is struck to -2');
    await h.settle(page);
    await enterDice(page, `prompt-SaveVersusDeath-${ghoul.id}`, [18]);
    s = await h.state(page);
    h.check(byName(s, 'Ghoul').part.countdown.death_save_passed === false, 'an 18 less 2 fails against 17');
    h.check(logText(s).some((t) => t.startsWith('Ghoul saves versus death (d20-2: [18] - 2 = 16')), 'the log shows the penalty');
    await shot('save-with-flesh-wound');
  },
};

h.run('countdown round three: unarmed stun, flesh wound on saves, a newcomer surprised, a missile\'s full round, by taps on a phone',
  () => playSamples(cases, 'round3-countdown'));
