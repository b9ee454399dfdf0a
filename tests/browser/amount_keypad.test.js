// Damage or healing of any amount in three taps or fewer (issue 14, item 11): on a phone
// (390x844, touch), a tap on a card's hit points opens a keypad, the amount is tapped in, and
// "Damage" sends it through the rule system's damage model (text 003's PROT here) while "Heal"
// gives it back. A swipe from a key types nothing; Cancel changes nothing.
// 003_abb45db44eb0a0ba.txt "Subtract your protection (PROT) from any damage taken".
'use strict';
const h = require('./lib/harness.js');

const find = (s, name) => s.combatants.find((c) => c.name === name);

h.run('amount keypad: any damage or healing in three taps', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'generic d20 sample', async (page) => {
      await h.tap(page, 'sample-highest-first');
      const ogre = find(await h.state(page), 'Ogre');
      let taps = 0;
      const tap = async (name) => { taps++; await h.tap(page, name); };

      // 8 damage: the hit points, 8, Damage.
      await tap(`amount-${ogre.id}`);
      await tap('amount-digit-8');
      await h.screenshot(page, 'amount-keypad-typed');
      await tap('amount-damage');
      let now = find(await h.state(page), 'Ogre');
      h.check(now.hp.current === ogre.hp.current - 8, `8 damage took 8 hit points (${ogre.hp.current} -> ${now.hp.current})`);
      h.check(taps === 3, `8 damage in ${taps} taps (at most 3)`);

      // 12 healing: two digits, a slip corrected with Back, then Heal.
      await h.tap(page, `amount-${ogre.id}`);
      for (const key of ['1', '3']) await h.tap(page, `amount-digit-${key}`);
      await h.tap(page, 'amount-back');
      await h.tap(page, 'amount-digit-2');
      await h.tap(page, 'amount-heal');
      now = find(await h.state(page), 'Ogre');
      h.check(now.hp.current === Math.min(ogre.hp.max, ogre.hp.current - 8 + 12),
        `12 healing gave 12 hit points back, up to the maximum (now ${now.hp.current} of ${now.hp.max})`);

      // A swipe from a key types nothing; Cancel leaves the hit points as they were.
      const before = JSON.stringify(await h.state(page));
      await h.tap(page, `amount-${ogre.id}`);
      await h.swipe(page, 'amount-digit-5', -150);
      const typed = await page.evaluate(() => window.roundkeeper.widget('amount-damage'));
      h.check(!!typed, 'the keypad is still open after the swipe');
      await h.tap(page, 'amount-digit-4');
      await h.tap(page, 'amount-cancel');
      h.check(JSON.stringify(await h.state(page)) === before, 'a swipe from a key and Cancel changed nothing');
      const keypadGone = !(await page.evaluate(() => window.roundkeeper.widget('amount-digit-1')));
      h.check(keypadGone, 'Cancel closed the keypad');
    });

    await h.onPhone(site, 'text 003: the damage goes through PROT', async (page) => {
      await h.tap(page, 'sample-segments');
      const aria = find(await h.state(page), 'Aria');   // PROT 3 in the sample
      await h.tap(page, `amount-${aria.id}`);
      await h.tap(page, 'amount-digit-7');
      await h.tap(page, 'amount-damage');
      const now = find(await h.state(page), 'Aria');
      h.check(now.hp.current === aria.hp.current - 4, `7 damage less PROT 3 took 4 (${aria.hp.current} -> ${now.hp.current})`);
      await h.screenshot(page, 'amount-keypad-after-prot');
    });
  } finally {
    await site.close();
  }
});
