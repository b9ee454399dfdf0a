// A short campaign by taps at phone size (issue 28), in the generic rules: two heroes saved to
// the party from their cards, hurt in a first fight, their state kept by one tap (and that keeping
// undone and done again), a reload, a rest between fights on the party screen, and a second
// fight started from the party that begins exactly as the first left them with the rest applied;
// a reload at each step keeps it. Screenshots of the party screen: phone portrait in both themes,
// landscape and desktop; at 360 px with Large text, the party's own buttons (members, new party,
// rename) cut no label either.
'use strict';
const h = require('./lib/harness.js');

const library = (page) => page.evaluate(() => window.roundkeeper.stored().library);
const member = async (page, name) => (await library(page)).roster.find((r) => r.name === name);
const standingHp = (r) => (r && r.standing && r.standing.combatant.hp ? r.standing.combatant.hp.current : null);
const byName = (s, name) => s.combatants.find((c) => c.name === name);
const drawn = async (page) => Object.keys(await page.evaluate(() => window.roundkeeper.widgets()));


h.run('a party campaign: hurt in one fight, kept, rested, and the next fight starts as they stand', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'the generic campaign', async (page) => {
      await h.tap(page, 'sample-highest-first');
      let s = await h.state(page);
      const aria = byName(s, 'Aria'), bram = byName(s, 'Bram');
      for (const hero of [aria, bram]) {
        if (!(await drawn(page)).includes(`to-roster-${hero.id}`)) await h.tap(page, `name-${hero.id}`);   // opens its card
        await h.tap(page, `to-roster-${hero.id}`);
      }
      h.check((await library(page)).roster.length === 2, 'Aria and Bram are in the party');

      // The first fight: Aria takes 15 of her 24 hit points.
      await h.keypadDamage(page, aria.id, 15);
      s = await h.state(page);
      h.check(byName(s, 'Aria').hp.current === aria.hp.current - 15, `Aria is hurt (${byName(s, 'Aria').hp.current}/${aria.hp.max})`);

      // One tap keeps the party's state (the encounter's menu), and its undo puts it back.
      await h.tap(page, 'encounter-menu');
      await h.tap(page, 'keep-party');
      const kept = standingHp(await member(page, 'Aria'));
      h.check(kept === aria.hp.current - 15, `"Keep the party's state" keeps Aria at ${kept}`);
      const said = await page.evaluate(() => window.roundkeeper.announcement());
      h.check(/Aria \d+ → \d+ hp/.test(said), `and says what changed: "${said.replace(/\n/g, ' | ')}"`);
      await h.screenshot(page, 'party-kept-in-menu');
      await h.tap(page, 'keep-party-undo');
      // (as "Roster" saved her: unhurt)
      h.check(standingHp(await member(page, 'Aria')) === aria.hp.current, 'undo of the keeping puts the party back as it was');
      await h.tap(page, 'keep-party');
      h.check(standingHp(await member(page, 'Aria')) === kept, 'kept again');
      await h.tap(page, 'menu-close');

      await h.reopen(page);
      h.check(standingHp(await member(page, 'Aria')) === kept, 'a reload keeps the party as kept');

      // Between fights: the party screen, Aria opened, 3 hit points of rest.
      await h.tap(page, 'to-library');
      await h.tap(page, 'party-member-0');
      await h.screenshot(page, 'party-screen-phone');
      await h.tap(page, 'party-amount-plus');
      await h.tap(page, 'party-amount-plus');
      await h.tap(page, 'party-rest-heal');
      const rested = standingHp(await member(page, 'Aria'));
      h.check(rested === kept + 3, `3 hit points of rest: Aria at ${rested}`);
      const words = (await h.widget(page, 'party-said')) && await page.evaluate(() => window.roundkeeper.announcement());
      h.check(/Aria/.test(words), `the party screen says what the rest did: "${words}"`);
      await h.reopen(page);
      h.check(standingHp(await member(page, 'Aria')) === rested, 'a reload keeps the rest');

      // The second fight, from the party: each as they stand (a reload reopens the first fight).
      await h.tap(page, 'to-library');
      await h.tap(page, 'party-fight-0');
      await h.tap(page, 'rules-highest-first');
      s = await h.state(page);
      h.check(s.combatants.length === 2 && byName(s, 'Aria').hp.current === rested && byName(s, 'Bram').hp.current === bram.hp.current,
        `the second fight starts as the first left them, rest applied: ${s.combatants.map((c) => `${c.name} ${c.hp.current}/${c.hp.max}`).join(', ')}`);
      await h.screenshot(page, 'party-second-fight');
      await h.reopen(page);
      s = await h.state(page);
      h.check(byName(s, 'Aria').hp.current === rested, 'a reload in the second fight keeps it');

      // The party screen in the other theme, on its side, and on a desktop's width.
      await h.tap(page, 'to-library');
      await h.tap(page, 'party-member-0');
      await h.tap(page, 'theme-light');
      await h.scrollIntoView(page, 'party-member-0');
      await h.screenshot(page, 'party-screen-phone-light');
      await page.setViewportSize({ width: 844, height: 390 });
      await h.settle(page);
      await h.scrollIntoView(page, 'party-member-0');
      await h.screenshot(page, 'party-screen-landscape-light');
      await h.tap(page, 'theme-dark');
      await h.scrollIntoView(page, 'party-member-0');
      await h.screenshot(page, 'party-screen-landscape-dark');
      await page.setViewportSize({ width: 1280, height: 800 });
      await h.settle(page);
      await h.scrollIntoView(page, 'party-member-0');
      await h.screenshot(page, 'party-screen-desktop-dark');
      // The smallest phone at Large text: every label of the open member fits its button.
      await page.setViewportSize({ width: 360, height: 740 });
      await h.settle(page);
      await h.tap(page, 'text-size-2');
      await h.scrollIntoView(page, 'party-rest-to_full');
      await h.scrollIntoView(page, 'party-member-0');
      const cut = await page.evaluate(() => window.roundkeeper.cutLabels());
      h.check(cut.length === 0, `the party screen at 360 px with Large text cuts no label (${JSON.stringify(cut)})`);
      await h.screenshot(page, 'party-screen-360-large');
      // and the party's own buttons open: its members to choose, a new party's name, a rename
      await h.tap(page, 'party-member-0');   // closed
      for (const [open, shown] of [['party-members-0', 'party-choose-0'], ['party-new', 'party-name-save'], ['party-rename-0', 'party-name-save']]) {
        await h.tap(page, open);
        await h.scrollIntoView(page, shown);
        const cutThere = await page.evaluate(() => window.roundkeeper.cutLabels());
        h.check(cutThere.length === 0, `${open} at 360 px with Large text cuts no label (${JSON.stringify(cutThere)})`);
      }
      await h.screenshot(page, 'party-screen-360-large-rename');
      await h.tap(page, 'party-name-cancel');
    });
  } finally {
    await site.close();
  }
});
