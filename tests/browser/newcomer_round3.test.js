// A newcomer's first ten minutes, round three (issue 31, items 1 and 3), as a new game master
// meets them at phone size (390x844, touch), in the generic highest-first system:
// - item 1: the initiative keypad took only a d20's face, so a player who said "22" was told "a
//   d20 shows 1 to 20". It now starts on the total the player says (docs/rules-notes.md: the
//   generic system's initiative is a total, d20 + modifier): "2", "2", Set. The die's face is
//   a choice beside it and still refuses 22. Quick add asks for the initiative modifier, which
//   "roll for me" adds;
// - item 3: "Delay" left Bram acting, with a tie banner, and his row still said 22. One tap now
//   ends his turn: the next one acts, no tie is offered, his row says he is delaying, and his
//   card's "Act now" brings him back in when the game master chooses.
'use strict';
const h = require('./lib/harness.js');

const widgets = async (page) => Object.keys(await page.evaluate(() => window.roundkeeper.widgets()));
const drawn = async (page, name) => !!(await page.evaluate((n) => window.roundkeeper.widget(n), name));

h.run('newcomer, round three: the initiative a player says, quick add\'s modifier, Delay that delays', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'initiative and delay', async (page) => {
      const type = async (text) => { await page.keyboard.insertText(text); await h.settle(page); };
      const byName = (s, name) => s.combatants.find((c) => c.name === name);
      await h.tap(page, 'new-encounter');
      await h.tap(page, 'rules-highest-first');

      // Quick add: Bram and Aria for the party, a Goblin with an initiative modifier of -5.
      await h.tap(page, 'primary-add');
      for (const name of ['Bram', 'Aria']) {
        await h.tap(page, 'add-name');
        await type(name);
        if (name === 'Bram') await h.tap(page, 'add-side-party');
        await h.tap(page, 'add-confirm');
      }
      await h.tap(page, 'add-name');
      await type('Goblin');
      await h.tap(page, 'add-side-foes');
      h.check(await drawn(page, 'add-initiative_modifier-value'), 'quick add asks for the initiative modifier');
      for (let i = 0; i < 5; i++) await h.tap(page, 'add-initiative_modifier-minus');
      await h.screenshot(page, 'newcomer3-quick-add-modifier');
      await h.tap(page, 'add-confirm');
      await h.tap(page, 'add');   // Close
      let s = await h.state(page);
      const bram = byName(s, 'Bram'), aria = byName(s, 'Aria'), goblin = byName(s, 'Goblin');
      h.check(bram && aria && goblin && bram.is_player && aria.is_player && !goblin.is_player, 'Bram, Aria and a Goblin are in');
      h.check(goblin.stats && goblin.stats.initiative_modifier === -5, `the Goblin's initiative modifier is -5 (${JSON.stringify(goblin.stats)})`);

      // Item 1: Bram says "22": Enter, 2, 2, Set.
      await h.tap(page, `enter-prompt-RollInitiative-${bram.id}`);
      h.check(await drawn(page, 'dice-mode-total') && await drawn(page, 'dice-mode-face'), 'the keypad offers the total or the die\'s face');
      await h.tap(page, 'dice-digit-2');
      await h.tap(page, 'dice-digit-2');
      await h.screenshot(page, 'newcomer3-keypad-total-22');
      await h.tap(page, 'dice-total-set');
      s = await h.state(page);
      h.check(byName(s, 'Bram').initiative === 22, `the 22 Bram said is his initiative (${byName(s, 'Bram').initiative})`);
      h.check(!(await drawn(page, 'dice-total')), 'and the keypad closed');

      // Aria's die shows 17: the die's face, where 22 is still refused.
      await h.tap(page, `enter-prompt-RollInitiative-${aria.id}`);
      await h.tap(page, 'dice-mode-face');
      await h.tap(page, 'dice-digit-2');
      await h.tap(page, 'dice-digit-2');
      await h.screenshot(page, 'newcomer3-keypad-face-22');
      await h.tap(page, 'dice-add');
      h.check(byName(await h.state(page), 'Aria').initiative == null, 'a d20\'s face of 22 is not taken');
      await h.tap(page, 'dice-clear');
      await h.tap(page, 'dice-digit-1');
      await h.tap(page, 'dice-digit-7');
      await h.tap(page, 'dice-add');
      s = await h.state(page);
      h.check(byName(s, 'Aria').initiative === 17, `Aria's face 17 is her initiative (${byName(s, 'Aria').initiative})`);

      // The Goblin: "roll for me" adds its modifier.
      await h.tap(page, `prompt-RollInitiative-${goblin.id}`);
      s = await h.state(page);
      const rolled = s.log.map((l) => l.text).find((t) => t.startsWith('Goblin rolls initiative'));
      const m = rolled && rolled.match(/\[(\d+)\] - 5 = (-?\d+)/);
      h.check(!!m && Number(m[2]) === Number(m[1]) - 5 && byName(s, 'Goblin').initiative === Number(m[2]),
        `roll for me added the Goblin's -5 ("${rolled}", initiative ${byName(s, 'Goblin').initiative})`);

      // Item 3: Bram acts first and delays: one tap.
      await h.tap(page, 'primary');   // Start the fight
      s = await h.state(page);
      h.check(s.acting === bram.id, 'Bram (22) acts first');
      await h.screenshot(page, 'newcomer3-bram-acts');
      await h.tap(page, `prompt-Hold-${bram.id}`);
      s = await h.state(page);
      h.check(s.acting === aria.id, `one tap on Delay: Aria acts now (acting: ${s.acting})`);
      h.check(await drawn(page, `prompt-Hold-${aria.id}`) && !(await drawn(page, `prompt-Hold-${bram.id}`)),
        'the acting card is Aria\'s, with her own Delay; Bram\'s is gone');
      const ties = (await widgets(page)).filter((w) => w.startsWith('prompt-ActNow-table'));
      h.check(ties.length === 0, `no tie banner (${ties})`);
      h.check(byName(s, 'Bram').holding && await drawn(page, `chip-${bram.id}-held`), 'Bram\'s row says he is delaying');
      h.check(await drawn(page, `prompt-ActNow-${bram.id}`), 'and offers to bring him back in ("Act now")');
      await h.screenshot(page, 'newcomer3-bram-delays');

      // The Goblin's turn comes without him; the game master brings him back in there.
      await h.tap(page, 'primary');   // Next turn
      s = await h.state(page);
      h.check(s.acting === goblin.id && byName(s, 'Bram').holding, 'the next turn is the Goblin\'s, Bram still delaying');
      await h.tap(page, `prompt-ActNow-${bram.id}`);
      s = await h.state(page);
      h.check(s.acting === bram.id && !byName(s, 'Bram').holding, 'Act now: Bram is back in and acts');
      h.check(!(await drawn(page, `chip-${bram.id}-held`)), 'his row no longer says delaying');
      const after = (await widgets(page)).filter((w) => w.startsWith('prompt-ActNow-table'));
      h.check(after.length === 0, `back in from 22 he ties with nobody: no tie banner (${after})`);
      await h.screenshot(page, 'newcomer3-bram-back');
      await h.tap(page, 'primary');
      s = await h.state(page);
      h.check(s.acting === goblin.id, 'then the Goblin takes its turn');
      await h.tap(page, 'primary');
      s = await h.state(page);
      h.check(s.round === 2 && s.acting === bram.id, `round 2 starts with Bram at 22 (round ${s.round}, acting ${s.acting})`);
    });
  } finally {
    await site.close();
  }
});
