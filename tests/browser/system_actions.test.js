// Each system's own actions at hand (issue 14, item 4), on a phone: what the table does every
// round is a button on the card that opens its form (001 declares a spell or charge and 003
// declares attacks while the table declares; in 002 the target of an attack Dodges or Blocks),
// and the full list holds only this system's actions, in groups, the every-round ones first.
// Rules quoted:
//  001_9b33af6f46041b76.txt "Spell-casters must declare that they intend to cast a spell before initiative is rolled"
//  003_abb45db44eb0a0ba.txt "At the beginning of the round, the GM will call for action declarations."
//  002_0ab9c90439f7658b.txt "They announce their attack and give the target the opportunity to use a defence option."
//  004_2715924881334fee.txt "Attacking an enemy is a main action."
// Screenshots go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');
const { widgets, playSamples } = require('./lib/samples.js');

// Text 002's ranks, wounds and fear: offered in its own fights only.
const RANKS = ['SetRanks', 'ApplyDamage', 'ApplyInjury', 'FaceFear'];

async function untilStep(page, step) {
  for (let i = 0; i < 8 && (await h.state(page)).step !== step; i++) await h.tap(page, 'primary');
  const s = await h.state(page);
  h.check(s.step === step, `the round reaches "${step}" (${s.step})`);
  return s;
}

// The combatant's full list: its group headings in order, and which actions it offers.
async function fullList(page, id, shot) {
  await h.longPress(page, `card-${id}`);
  const w = await page.evaluate(() => window.roundkeeper.widgets());
  await shot(`full-list-${id}`);
  const groups = Object.keys(w).filter((k) => k.startsWith('menu-group-')).sort();
  return { w, groups, has: (type) => !!w[`menu-${type}`] };
}

async function closeList(page) { await h.tap(page, 'menu-close'); }

const cases = {
  countdown: async (page, shot) => {
    const s = await untilStep(page, 'declaring');
    const first = s.combatants[0].id;
    h.check((await widgets(page)).includes(`offer-DeclareAction-${first}`), 'while the table declares, the card offers "Declare a spell or charge"');
    await shot('declaring');
    // A thumb scrolling the list from the button opens nothing.
    const hash = await page.evaluate(() => window.roundkeeper.stateHash());
    await h.swipe(page, `offer-DeclareAction-${first}`, -120);
    h.check(!(await widgets(page)).includes('sheet-apply') && await page.evaluate(() => window.roundkeeper.stateHash()) === hash,
      'a swipe from "Declare a spell or charge" scrolls: no form, nothing changed');
    // One tap opens the form on a spell; the name is typed.
    await h.tap(page, `offer-DeclareAction-${first}`);
    await h.tap(page, 'field-what');
    await page.keyboard.insertText('Sleep');
    await h.settle(page);
    await shot('declare-form');
    await h.tap(page, 'sheet-apply');
    const declared = (await h.state(page)).combatants.find((c) => c.id === first);
    h.check(JSON.stringify(declared.part).includes('Sleep'), `the spell is declared from the card (${JSON.stringify(declared.part)})`);
    h.check(!(await widgets(page)).includes(`offer-DeclareAction-${first}`), 'declared once, the card offers it no more');
    const list = await fullList(page, s.combatants[1].id, shot);
    h.check(list.has('DeclareAction') && list.w['menu-DeclareAction'].y < list.w['menu-Damage'].y,
      'the full list puts the declaration first, above the hit points');
    h.check(RANKS.every((t) => !list.has(t)), 'no rank, wound or fear action of text 002 in a countdown fight');
    await closeList(page);
  },
  segments: async (page, shot) => {
    const s = await untilStep(page, 'declaring');
    const first = s.combatants[0].id;
    const w = await widgets(page);
    h.check(w.includes(`offer-DeclareAttacks-${first}`) && w.includes(`offer-DeclareSpell-${first}`),
      'while the table declares, the card offers "Declare attacks" and "Declare a spell"');
    await shot('declaring');
    await h.tap(page, `offer-DeclareAttacks-${first}`);
    await shot('attacks-form');
    await h.tap(page, 'sheet-apply');
    const log = (await h.state(page)).log.map((l) => l.text).join('\n');
    h.check(/declares 1 attack/.test(log), `one attack declared from the card, as the form started (${log.split('\n').slice(-1)})`);
    const list = await fullList(page, first, shot);
    h.check(list.groups.length >= 3 && list.w['menu-DeclareAttacks'].y < list.w['menu-Damage'].y,
      `grouped, the declarations first (${list.groups.length} groups)`);
    h.check(RANKS.every((t) => !list.has(t)), 'no rank, wound or fear action of text 002 in a segments fight');
    await closeList(page);
  },
  'action-dice': async (page, shot) => {
    const s = await untilStep(page, 'acting');
    const target = s.combatants.find((c) => c.id !== s.acting && c.part && c.part.action_dice && c.part.action_dice.hand.length > 0);
    h.check(!!target, 'someone besides the one acting holds dice');
    h.check(!(await widgets(page)).includes(`offer-StartDefence-${s.acting}`), 'the one acting is not offered a defence against itself');
    await h.tap(page, `card-${target.id}`);
    h.check((await widgets(page)).includes(`offer-StartDefence-${target.id}`), 'the card of the one attacked offers "Dodge / Block"');
    await shot('defence-offered');
    const high = Math.max(...target.part.action_dice.hand);
    await h.tap(page, `offer-StartDefence-${target.id}`);
    await shot('defence-form');
    await h.tap(page, 'sheet-apply');
    const after = (await h.state(page)).combatants.find((c) => c.id === target.id);
    const was = target.part.action_dice.hand, now = after.part.action_dice.hand;
    h.check(now.length === was.length - 1 && now.filter((f) => f === high).length === was.filter((f) => f === high).length - 1,
      `the defence spent its highest die, a ${high} (${was} -> ${now})`);
    const list = await fullList(page, target.id, shot);
    h.check(RANKS.every((t) => list.has(t)), 'text 002\'s own fight offers its ranks, wounds and fear');
    await closeList(page);
  },
  'alternating-factions': async (page, shot) => {
    // A faction moves first, then one of its characters takes a turn.
    for (let i = 0; i < 4 && !(await widgets(page)).some((w) => w.startsWith('prompt-ActNow-')); i++) await h.tap(page, 'primary');
    const turn = (await widgets(page)).find((w) => w.startsWith('prompt-ActNow-'));
    h.check(!!turn, 'a character may take a turn');
    await h.tap(page, turn);
    const s = await h.state(page);
    h.check(s.acting != null && (await widgets(page)).includes(`offer-Attack-${s.acting}`), 'the card taking its turn offers its attack');
    await shot('attack-offered');
    const before = s.log.length;
    await h.tap(page, `offer-Attack-${s.acting}`);
    await shot('attack-form');
    await h.tap(page, 'sheet-apply');
    const after = await h.state(page);
    const line = after.log.slice(before).map((l) => l.text).join(' / ');
    h.check(/ hits /.test(line), `one attack from the card, on an enemy (${line})`);
  },
  'highest-first': async (page, shot) => {
    const s = await untilStep(page, 'acting');
    const list = await fullList(page, s.combatants[0].id, shot);
    h.check(RANKS.every((t) => !list.has(t)) && !list.has('DeclareAction') && !list.has('DeclareAttacks'),
      'a d20 fight offers no other system\'s own actions');
    h.check(list.has('Damage') && list.groups.length >= 2, `the shared actions, grouped (${list.groups.join(', ')})`);
    await closeList(page);
  },
};

h.run('system actions: each system\'s every-round actions on the card, only its own in the full list', async () => {
  await playSamples(cases, 'system-actions');
});
