// A newcomer's first ten minutes, round four (issue 31, item 9: steps that do not say what they
// do), at phone size (390x844, touch):
// - 001's and 003's surprise step offered only "Go on": the big button now says where it goes
//   ("Nobody surprised: declare spells", "No ambush: declare actions");
// - a 001 monster that owes a save versus death was drawn dimmed, so its buttons looked
//   disabled: it is drawn undimmed, its save shown on a red chip and its button live;
// - 003's order numbers were not the order, and Aria's row said 3 while she acted on segment 10:
//   each row shows the segment its next action goes off on, and the order is sorted by it;
// - "Attack 1 declared" did not name the target: "Attack 1 on Ogre declared";
// - "Casting Magic missile on Merlin has ended" is said as what happened: "Merlin's Magic
//   missile goes off."
// The hook reads what the big button, a chip and a row's number say through their "primary: ",
// "says-<id>: " and "order-<id>: " tags.
'use strict';
const h = require('./lib/harness.js');
const { enterDice } = require('./lib/samples.js');

const widgets = async (page) => Object.keys(await page.evaluate(() => window.roundkeeper.widgets()));
const says = async (page, prefix) => (await widgets(page)).filter((n) => n.startsWith(prefix)).map((n) => n.slice(prefix.length));

h.run('newcomer, round four: steps that say what they do', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, '001: surprise and the save versus death', async (page) => {
      await h.tap(page, 'sample-countdown');
      await h.tap(page, 'primary');   // Start the fight
      let s = await h.state(page);
      h.check(s.phase === 'running' && s.step === 'surprise', `the fight starts at the surprise step (${s.phase}, ${s.step})`);
      const big = await says(page, 'primary: ');
      h.check(big.length === 1 && big[0] === 'Nobody surprised: declare spells',
        `the big button says where it goes, not "Go on" (${JSON.stringify(big)})`);
      await h.screenshot(page, 'newcomer4-001-surprise');

      // The Ghoul (11 hit points) takes 13: at -2 it owes a save versus death.
      const ghoul = s.combatants.find((c) => c.name === 'Ghoul');
      await h.tap(page, `amount-${ghoul.id}`);
      await h.tap(page, 'amount-digit-1');
      await h.tap(page, 'amount-digit-3');
      await h.tap(page, 'amount-damage');
      s = await h.state(page);
      h.check(s.combatants.find((c) => c.id === ghoul.id).hp.current === -2, 'the Ghoul is at -2');
      await h.scrollIntoView(page, `prompt-SaveVersusDeath-${ghoul.id}`);
      const w = await widgets(page);
      h.check(w.includes(`prompt-SaveVersusDeath-${ghoul.id}`), 'its card offers the save versus death');
      h.check(!w.includes(`dimmed-${ghoul.id}`), 'and is not dimmed: its buttons are live');
      const chips = await says(page, `says-${ghoul.id}: `);
      h.check(chips.some((t) => /save versus death/i.test(t)), `the owed save is on its card (${JSON.stringify(chips)})`);
      await h.screenshot(page, 'newcomer4-001-save-owed');
      await h.tap(page, `prompt-SaveVersusDeath-${ghoul.id}`);   // roll for me
      s = await h.state(page);
      const rolled = s.log.map((l) => l.text).filter((t) => /Ghoul/.test(t) && /save/i.test(t));
      h.check(rolled.length > 0, `one tap rolled its save (${rolled.slice(-1)})`);
    });

    await h.onPhone(site, '003: ambush, declarations, the segment order, a spell going off', async (page) => {
      await h.tap(page, 'sample-segments');
      await h.tap(page, 'primary');   // Start the fight
      const big = await says(page, 'primary: ');
      h.check(big.length === 1 && big[0] === 'No ambush: declare actions',
        `the big button says where it goes, not "Go on" (${JSON.stringify(big)})`);
      await h.screenshot(page, 'newcomer4-003-surprise');
      await h.tap(page, 'primary');
      let s = await h.state(page);
      h.check(s.step === 'declaring', `one tap: the declarations (${s.step})`);
      const id = (name) => s.combatants.find((c) => c.name === name).id;
      const aria = id('Aria'), merlin = id('Merlin'), ogre = id('Ogre');

      // Aria: two attacks on the Ogre.
      await h.tap(page, `offer-DeclareAttacks-${aria}`);
      await h.tap(page, 'field-attacks-plus');
      await h.tap(page, `field-target-${ogre}`);
      await h.tap(page, 'sheet-apply');
      const ariaChips = await says(page, `says-${aria}: `);
      h.check(ariaChips.includes('Attack 1 on Ogre declared') && ariaChips.includes('Attack 2 on Ogre declared'),
        `Aria's card names the target of her attacks (${JSON.stringify(ariaChips)})`);
      // Merlin: Magic missile at the Ogre (a mage's rank 1 SK spell: 7 segments).
      await h.tap(page, `offer-DeclareSpell-${merlin}`);
      await h.tap(page, 'field-spell');
      await page.keyboard.insertText('Magic missile');
      await h.settle(page);
      await h.tap(page, `field-target-${ogre}`);
      await h.tap(page, 'sheet-apply');
      h.check((await says(page, `says-${merlin}: `)).includes('Magic missile on Ogre declared'), 'Merlin\'s card names his spell\'s target');
      await h.screenshot(page, 'newcomer4-003-declared');
      await h.tap(page, 'primary');   // Done declaring

      // Aria rolls 1 and 8 (+2): her first attack on 3, her second on 10. Merlin 9 (+1): casting from 10.
      await enterDice(page, `prompt-RollInitiative-${aria}`, [1, 8]);
      await enterDice(page, `prompt-RollInitiative-${merlin}`, [9]);
      for (let i = 0; i < 3 && (await h.state(page)).step === 'rolling_initiative'; i++) await h.tap(page, 'primary');
      s = await h.state(page);
      h.check(s.step === 'acting', `the clock runs (${s.step})`);
      const ordered = async () => {
        const all = await page.evaluate(() => window.roundkeeper.widgets());
        return Object.entries(all).filter(([n]) => /^row-\d+$/.test(n)).sort((a, b) => a[1].y - b[1].y)
          .map(([n]) => { const rid = n.slice(4); const v = Object.keys(all).find((k) => k.startsWith(`order-${rid}: `)); return v ? v.split(': ')[1] : null; });
      };
      const shown = await ordered();
      const numbers = shown.filter((v) => v !== null && v !== '–').map(Number);
      h.check(numbers.length >= 3 && numbers.every((v, i) => i === 0 || numbers[i - 1] >= v),
        `the order's numbers go down as the rows do (${JSON.stringify(shown)})`);
      h.check((await says(page, `order-${aria}: `))[0] === '10', `Aria's row says 10, her next segment (${await says(page, `order-${aria}: `)})`);
      await h.screenshot(page, 'newcomer4-003-order');
      for (let i = 0; i < 12 && (await h.state(page)).acting !== aria; i++) await h.tap(page, 'primary');
      s = await h.state(page);
      h.check(s.acting === aria && (await says(page, `order-${aria}: `))[0] === '10',
        `acting on segment 10, Aria's row says 10 (${await says(page, `order-${aria}: `)})`);
      await h.screenshot(page, 'newcomer4-003-aria-acts');

      // On: when Merlin's spell has gone off, the table hears so.
      let heard = '';
      for (let i = 0; i < 30; i++) {
        await h.tap(page, 'primary');
        heard = await page.evaluate(() => window.roundkeeper.announcement());
        if (/Magic missile/.test(heard) || (await h.state(page)).step !== 'acting') break;
      }
      h.check(heard.split('\n').includes('Merlin\'s Magic missile goes off.'), `said as what happened ("${heard}")`);
      h.check(!/has ended/.test(heard), 'not "Casting ... has ended"');
      await h.screenshot(page, 'newcomer4-003-spell-gone-off');
    });
  } finally {
    await site.close();
  }
});
