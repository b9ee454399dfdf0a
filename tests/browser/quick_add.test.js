// Quick add that does not trap (issue 14, item 5), on a phone (390x844, touch): six goblins with
// hit dice, in at most five taps plus their name; each copy's hit points rolled on its own;
// initiative left unset so the rules' prompt asks for the roll; what was added said back; and the
// form starts afresh for the next kind of combatant and in the next encounter.
'use strict';
const h = require('./lib/harness.js');

h.run('quick add: six goblins with hit dice, initiative left to the roll, a fresh form after', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'six goblins', async (page) => {
      await h.tap(page, 'new-encounter');
      await h.tap(page, 'rules-highest-first');
      let taps = 0;
      const tap = async (name) => { taps++; await h.tap(page, name); };
      const type = async (text) => { await page.keyboard.insertText(text); await h.settle(page); };

      await tap('add');
      await tap('add-name');
      await type('Goblin');
      await h.tap(page, 'add-hp-dice');   // the hit dice are asked for by name, like the name
      await type('2d6+2');
      await tap('add-copies-value');
      await type('6');
      await h.screenshot(page, 'quick-add-goblins-form');
      await tap('add-confirm');
      h.check(taps <= 5, `six goblins in ${taps} taps plus their name, dice and number (at most 5)`);

      const s = await h.state(page);
      const goblins = s.combatants.filter((c) => c.name.startsWith('Goblin'));
      h.check(goblins.length === 6, `six goblins were added (${goblins.length})`);
      h.check(goblins.every((c) => c.hp.max >= 4 && c.hp.max <= 14 && c.hp.current === c.hp.max),
        `each has 2d6+2 hit points (${goblins.map((c) => c.hp.max).join(', ')})`);
      const rolls = s.log.filter((l) => /hit points 2d6\+2/.test(l.text));
      h.check(rolls.length === 6, `each copy's hit points were rolled on their own (${rolls.length} rolls in the log)`);
      h.check(goblins.every((c) => c.initiative === undefined || c.initiative === null),
        `initiative was left to the roll (${goblins.map((c) => c.initiative).join(', ')})`);
      const drawn = async () => Object.keys(await page.evaluate(() => window.roundkeeper.widgets()));
      h.check((await drawn()).includes('add-added'), 'what was added is said back');
      await h.screenshot(page, 'quick-add-goblins-added');
      await h.tap(page, 'add');   // closed: the cards show
      h.check((await drawn()).some((w) => w.startsWith('prompt-RollInitiative')), 'the rules prompt asks for the initiative roll');
      await h.screenshot(page, 'quick-add-goblins-cards');

      // One undo takes all six back; the form has started afresh.
      await h.tap(page, 'undo');
      h.check((await h.state(page)).combatants.length === 0, 'one Undo takes the six goblins back');
      await h.tap(page, 'add');
      await h.tap(page, 'add-confirm');
      const fresh = (await h.state(page)).combatants;
      h.check(fresh.length === 1 && fresh[0].name === 'Foe' && fresh[0].hp.max === 10,
        `the next add starts from a fresh form: one "Foe" with 10 hit points (${fresh.map((c) => c.name + ' ' + c.hp.max).join(', ')})`);

      // A refused hit dice notation adds nothing and says why.
      await h.tap(page, 'add-hp-dice');
      await type('2x6');
      await h.tap(page, 'add-confirm');
      h.check((await h.state(page)).combatants.length === 1, 'hit dice that are not dice add nothing');
      h.check((await drawn()).includes('message'), 'and the refusal is shown');
      await h.screenshot(page, 'quick-add-refused-dice');
    });
  } finally {
    await site.close();
  }
});
