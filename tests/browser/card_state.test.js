// State on the card (issue 14, item 7): what a combatant is under shows on its card and its row
// as chips — a declared spell (text 001), declared attacks and spells (003), surprise, a held
// action, a stun, and effects with the time they have left. The steps to get there are given
// through the test hook or tapped; each chip is found where the app drew it ("chip-<id>-<what>").
// 001_9b33af6f46041b76.txt: "Any player whose character is going to cast a spell must say so before the initiative roll."
// 003_abb45db44eb0a0ba.txt: "At the beginning of the round, the GM will call for action declarations."
'use strict';
const h = require('./lib/harness.js');

const dispatch = (page, actions) => page.evaluate((list) => list.map((a) => window.roundkeeper.dispatch(a)).filter((r) => r), actions);
const drawn = (page) => page.evaluate(() => window.roundkeeper.widgets());

// The chip is drawn on screen (scrolled to, as a user would), with some size.
async function chipShown(page, id, what, label) {
  const tag = `chip-${id}-${what}`;
  let r = null;
  try { r = await h.scrollIntoView(page, tag); } catch (err) { r = null; }
  h.check(!!r && r.h > 0 && r.w > 0, `${label}: chip "${tag}" is drawn${r ? ` (${Math.round(r.w)}x${Math.round(r.h)})` : ''}`);
}

// A card tapped open (its chips in full, wrapping), unless it is open already.
async function openCard(page, id) {
  const s = await h.state(page);
  if (!(await drawn(page))[`all-actions-${id}`]) await h.tap(page, `card-${id}`);
  return s;
}

async function given(page, actions, what) {
  const refused = await dispatch(page, actions);
  await h.settle(page);
  h.check(refused.length === 0, `${what}${refused.length ? ': refused: ' + refused.join(' | ') : ''}`);
}

const effectId = (s, name, target) => s.effects.find((fx) => fx.name === name && fx.target === target).id;

h.run('state on the card: declared, surprised, held, stunned, effects with their time, as chips', async () => {
  const site = await h.startSite();
  try {
    // Text 001: a surprise die of 2 is two segments surprised.
    await h.onPhone(site, '001 surprise', async (page) => {
      await h.tap(page, 'sample-countdown');   // Fighter 1, Magic-user 2, Ghoul 3, Skeleton 1-2 (4, 5)
      await h.tap(page, 'primary');            // start: the surprise step
      await given(page, [{ type: 'RollSurprise', id: 3, die: 'd6', roll: { faces: [2] } }], 'the Ghoul rolls a 2 for surprise');
      await chipShown(page, 3, 'surprised', 'the Ghoul\'s row says it is surprised');
      await openCard(page, 3);
      await chipShown(page, 3, 'surprised', 'and so does its card');
      h.check(!(await drawn(page))['chip-1-surprised'], 'the Fighter, not surprised, shows no such chip');
      await h.screenshot(page, 'card-state-001-surprise');
    });

    // Text 001: a declared spell, a stun and a timed effect, then a held action.
    await h.onPhone(site, '001 declared spell, stun, effect, held', async (page) => {
      await h.tap(page, 'sample-countdown');
      await h.tap(page, 'primary');   // start
      await h.tap(page, 'primary');   // nobody surprised: declarations
      h.check((await h.state(page)).step === 'declaring', 'spells and charges are being declared');
      await given(page, [{ type: 'DeclareAction', id: 2, kind: 'spell', what: 'Sleep' },
        { type: 'AddEffect', name: 'Stunned', target: 4, duration: '2 rounds' },
        { type: 'AddEffect', name: 'Bless', target: 1, duration: '3 rounds' }], 'the Magic-user declares Sleep; a Skeleton is stunned; the Fighter is blessed');
      const s = await h.state(page);
      await chipShown(page, 2, 'declared', 'the declared spell on the Magic-user\'s row');
      await chipShown(page, 4, 'stunned', 'the stun on the Skeleton\'s row');
      await openCard(page, 2);
      await chipShown(page, 2, 'declared', 'the declared spell on the Magic-user\'s card');
      await h.screenshot(page, 'card-state-001-declared');
      await openCard(page, 1);
      await chipShown(page, 1, `effect-${effectId(s, 'Bless', 1)}`, 'Bless with its rounds left on the Fighter\'s card');
      await openCard(page, 4);
      await chipShown(page, 4, 'stunned', 'the stun on the Skeleton\'s card');
      h.check(!(await drawn(page))[`chip-4-effect-${effectId(s, 'Stunned', 4)}`], 'the stun\'s rounds left are on its chip, not on a second one');
      await h.screenshot(page, 'card-state-001-stunned');

      await h.tap(page, 'primary');   // done declaring: initiative
      await dispatch(page, [1, 2, 3, 4, 5].map((id, i) => ({ type: 'RollInitiative', id, roll: { faces: [9 - i] } })));
      await h.settle(page);
      const now = await h.state(page);
      h.check(now.step === 'acting' && now.acting === 1, `the countdown runs, the Fighter acts first (${now.step}, #${now.acting})`);
      await given(page, [{ type: 'Hold', id: 1 }], 'the Fighter holds its action');
      await chipShown(page, 1, 'held', 'the held action on the Fighter\'s card');
      await h.screenshot(page, 'card-state-001-held');
    });

    // Text 003: each declared attack and spell; an ambush's victims are surprised.
    await h.onPhone(site, '003 declared attacks and spell, stun', async (page) => {
      await h.tap(page, 'sample-segments');   // Aria 1, Merlin 2, Ogre 3, Goblin 4
      await h.tap(page, 'primary');   // start
      await h.tap(page, 'primary');   // no ambush: declarations
      await given(page, [{ type: 'DeclareAttacks', id: 1, attacks: 2, target: 3 },
        { type: 'DeclareSpell', id: 2, spell: 'Bolt of Energy', rank: 8, target: 3 },
        { type: 'AddEffect', name: 'Stunned', target: 4, duration: '1 round', modifiers: { stunned: 1 } }],
        'Aria declares two attacks, Merlin a spell; the Goblin is stunned');
      await chipShown(page, 1, 'declared-1', 'Aria\'s first attack on her row');
      await chipShown(page, 4, 'stunned', 'the Goblin\'s stun on its row');
      await openCard(page, 1);
      await chipShown(page, 1, 'declared-1', 'Aria\'s first attack on her card');
      await chipShown(page, 1, 'declared-2', 'and her second');
      await h.screenshot(page, 'card-state-003-attacks');
      await openCard(page, 2);
      await chipShown(page, 2, 'declared-1', 'Merlin\'s spell on his card');
      await h.screenshot(page, 'card-state-003-spell');
    });

    await h.onPhone(site, '003 ambush', async (page) => {
      await h.tap(page, 'sample-segments');
      await h.tap(page, 'primary');   // start: who springs an ambush?
      await given(page, [{ type: 'SpringAmbush', attackers: [3, 4] },
        { type: 'SetStat', id: 1, key: 'per', value: 10 }, { type: 'SetStat', id: 2, key: 'per', value: 10 },
        { type: 'RollAmbush', id: 1, roll: { faces: [95] } }, { type: 'RollAmbush', id: 2, roll: { faces: [95] } }],
        'the Ogre and the Goblin spring an ambush; Aria and Merlin roll PER');
      await h.tap(page, 'primary');   // the surprise round begins
      const s = await h.state(page);
      h.check(s.part && s.part.segments && s.part.segments.surprise_round, `the free attack round (${JSON.stringify(s.part)})`);
      await chipShown(page, 1, 'surprised', 'Aria\'s row says she is surprised');
      await openCard(page, 2);
      await chipShown(page, 2, 'surprised', 'Merlin\'s card says he is surprised');
      h.check(!(await drawn(page))['chip-3-surprised'], 'the Ogre, springing it, is not');
      await h.screenshot(page, 'card-state-003-ambush');
    });

    // The generic d20 system: a stun and a timed effect.
    await h.onPhone(site, 'generic: stun, effect', async (page) => {
      await h.tap(page, 'sample-highest-first');   // Aria 1, Bram 2, Cyra 3, Goblin 1-3 (4, 6, 7), Ogre 5
      await h.tap(page, 'primary');   // start
      await given(page, [{ type: 'AddEffect', name: 'Stunned', target: 6, duration: '2 rounds' },
        { type: 'AddEffect', name: 'Bless', target: 2, duration: '3 rounds' }], 'Goblin 2 is stunned; Bram is blessed');
      await chipShown(page, 6, 'stunned', 'the stun on Goblin 2\'s row');
      await openCard(page, 2);
      await chipShown(page, 2, `effect-${effectId(await h.state(page), 'Bless', 2)}`, 'Bless with its time on Bram\'s card');
      await h.screenshot(page, 'card-state-generic');
    });
  } finally {
    await site.close();
  }
});
