// Named parties by taps at phone size (issue 28, parts 1 and 6): Aria and Bram saved to the party
// from their cards land in "The party"; a second party, "Wednesday group", is made on the start
// screen and Aria put in it too (one standing, shared); a fight started with the second party
// brings only its members. A file with a party of the same name is imported and each answer
// (replace it, keep both, leave it out) does what it says, one library undo each; a bad file
// changes nothing. The party list scrolls under a thumb's swipe, which opens nothing, and a
// long press opens a member as a tap does and changes nothing. A reload between steps keeps it
// all. Screenshots at 360 px portrait (dark, light, Large text), landscape.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./lib/harness.js');

const stored = async (page) => (await page.evaluate(() => window.roundkeeper.stored().library));
const parties = async (page) => (await stored(page)).parties;
const partyNamed = async (page, name) => (await parties(page)).find((p) => p.name === name);
const byName = (s, name) => s.combatants.find((c) => c.name === name);
const drawn = async (page) => Object.keys(await page.evaluate(() => window.roundkeeper.widgets()));
const screenIs = (page, prefix) => page.waitForFunction((p) => window.roundkeeper.screen().startsWith(p), prefix, { timeout: 10000 });

async function importFile(page, file) {
  await h.chooseFile(page, 'import', file);
  await h.settle(page);
}

async function dismissNotice(page) {
  if ((await drawn(page)).includes('notice-ok')) await h.tap(page, 'notice-ok');
}

async function typeName(page, name) {
  await h.tap(page, 'party-name-field');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(name);
  await h.settle(page);
  await h.tap(page, 'party-name-save');
}

// A file from elsewhere with a party of the same name, answered each way, and a bad file.
async function importsThatAsk(page, dir) {
  // A file from elsewhere: "The party" there holds Aria and Cleo (Cleo new to this roster).
  await h.tap(page, 'to-library');
  const mine = await stored(page);
  const theirs = JSON.parse(JSON.stringify(mine));
  theirs.encounters = [];
  delete theirs.open;
  theirs.roster.push({ name: 'Cleo', is_player: true, level: 2, hp_max: 14 });
  theirs.parties = [{ name: 'The party', members: ['Aria', 'Cleo'] }];
  const file = path.join(dir, 'theirs.json');
  fs.writeFileSync(file, JSON.stringify({ schema: 2, library: theirs }));

  const theParty = async () => (await partyNamed(page, 'The party')).members.join();
  // Asks, answers, checks; `after(page)` runs before the reload that must keep it.
  const answer = async (tag, expect, what, after) => {
    await importFile(page, file);
    await screenIs(page, 'import');
    h.check(await theParty() === 'Aria,Bram', `${what}: nothing changes while the app asks`);
    await h.screenshot(page, `parties-import-question-${tag}`);
    await h.tap(page, `import-${tag}`);
    await screenIs(page, 'library');
    const now = await parties(page);
    h.check(expect(now), `${what}: ${JSON.stringify(now)}`);
    await dismissNotice(page);
    if (after) await after(now);
    await h.reopen(page);
    await h.tap(page, 'to-library');
    h.check(JSON.stringify(await parties(page)) === JSON.stringify(now), `${what}: a reload keeps it`);
  };
  const members = (now, name) => (now.find((p) => p.name === name) || { members: [] }).members.join();
  await answer('replace', (now) => members(now, 'The party') === 'Aria,Cleo' && now.length === 2,
    '"Replace it" puts the file\'s party in place of ours');
  h.check((await stored(page)).roster.some((r) => r.name === 'Cleo'), 'Cleo came in with the file');
  // Ours again by taps: Cleo out, Bram in (the roster: Aria, Bram, Cleo).
  await h.tap(page, 'party-members-0');
  await h.tap(page, 'party-choose-2');
  await h.tap(page, 'party-choose-1');
  await h.tap(page, 'party-members-done');
  h.check(await theParty() === 'Aria,Bram', 'The party is ours again');
  await answer('both', (now) => members(now, 'The party') === 'Aria,Bram' && members(now, 'The party (2)') === 'Aria,Cleo',
    '"Keep both" adds the file\'s as "The party (2)"', async (now) => {
      // The import is one step of the library's undo, and redo brings it again.
      await h.tap(page, 'library-undo');
      h.check(!(await partyNamed(page, 'The party (2)')), 'one library undo takes the import back');
      await h.tap(page, 'library-redo');
      h.check(JSON.stringify(await parties(page)) === JSON.stringify(now), 'and redo brings it again');
    });
  await h.tap(page, 'party-remove-2');
  await h.tap(page, 'party-remove-confirm');
  h.check(!(await partyNamed(page, 'The party (2)')), 'Remove takes "The party (2)" away');
  h.check((await stored(page)).roster.some((r) => r.name === 'Cleo'), 'and its members stay in the roster');
  await answer('leave', (now) => members(now, 'The party') === 'Aria,Bram' && now.length === 2, '"Leave it out" keeps ours as it is');

  // Cancel: nothing changes at all.
  const beforeCancel = JSON.stringify(await stored(page));
  await importFile(page, file);
  await screenIs(page, 'import');
  await h.tap(page, 'import-cancel');
  await screenIs(page, 'library');
  h.check(JSON.stringify(await stored(page)) === beforeCancel, 'cancelling the import changes nothing');
  await dismissNotice(page);

  // A bad file: its party names someone not in its roster. A clear message, nothing changed.
  const bad = path.join(dir, 'bad.json');
  fs.writeFileSync(bad, JSON.stringify({ schema: 2, library: { roster: [{ name: 'Aria' }], parties: [{ name: 'Ghosts', members: ['Zed'] }] } }));
  await importFile(page, bad);
  await page.waitForFunction(() => /could not be imported/.test(window.roundkeeper.screen()), null, { timeout: 10000 });
  const said = (await page.evaluate(() => window.roundkeeper.screen())).split('|')[1] || '';
  h.check(/Zed/.test(said) && /Nothing was changed/.test(said), `a bad file is refused in words: "${said}"`);
  h.check(JSON.stringify(await stored(page)) === beforeCancel, 'and changes nothing');
  await dismissNotice(page);
}

h.run('parties: a second party by taps, a member in both, a fight with one, imports that ask, gestures', async () => {
  const site = await h.startSite();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-parties-'));
  try {
    await h.onPhone(site, 'named parties', async (page) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await h.settle(page);
      // Aria and Bram saved from their cards: players go into the first party, "The party".
      await h.tap(page, 'sample-highest-first');
      const s0 = await h.state(page);
      for (const hero of [byName(s0, 'Aria'), byName(s0, 'Bram')]) {
        if (!(await drawn(page)).includes(`to-roster-${hero.id}`)) await h.tap(page, `name-${hero.id}`);
        await h.tap(page, `to-roster-${hero.id}`);
      }
      let list = await parties(page);
      h.check(list.length === 1 && list[0].name === 'The party' && list[0].members.join() === 'Aria,Bram',
        `the heroes are in "The party": ${JSON.stringify(list)}`);

      // A second party, named by typing, on the start screen.
      await h.tap(page, 'to-library');
      await h.tap(page, 'party-new');
      await typeName(page, 'Wednesday group');
      h.check(!!(await partyNamed(page, 'Wednesday group')), 'a tap on "Add" makes "Wednesday group"');
      await h.widget(page, 'party-title-1');
      await h.reopen(page);
      await h.tap(page, 'to-library');
      h.check((await parties(page)).map((p) => p.name).join() === 'The party,Wednesday group', 'a reload keeps both parties');

      // Aria into the second party too: Members, then her name.
      await h.tap(page, 'party-members-1');
      await h.tap(page, 'party-choose-0');
      h.check((await partyNamed(page, 'Wednesday group')).members.join() === 'Aria', 'Aria is in the Wednesday group');
      h.check((await partyNamed(page, 'The party')).members.join() === 'Aria,Bram', 'and still in The party');
      await h.screenshot(page, 'parties-members-360-dark');
      // The library's undo takes it back, and redo brings it again (one step each).
      await h.tap(page, 'library-undo');
      h.check((await partyNamed(page, 'Wednesday group')).members.length === 0, 'the library undo takes Aria out again');
      await h.tap(page, 'library-redo');
      h.check((await partyNamed(page, 'Wednesday group')).members.join() === 'Aria', 'and redo puts her back');
      await h.tap(page, 'party-members-done');
      await h.reopen(page);
      await h.tap(page, 'to-library');
      // One standing: Aria's rows in both parties say the same (the roster holds her once).
      const lib = await stored(page);
      h.check(lib.roster.filter((r) => r.name === 'Aria').length === 1, 'Aria is in the roster once, with one standing');
      const rows = (await drawn(page)).filter((n) => /^party-member-\d+$/.test(n)).length;
      h.check(rows === 3, `the start screen draws a row per member of each party (${rows})`);

      // A thumb's swipe scrolls the party list and opens nothing; a long press opens as a tap does.
      const before = await h.scrollIntoView(page, 'party-member-2');
      const libBefore = JSON.stringify(await stored(page));
      await h.swipe(page, 'party-member-2', -200);
      const after = await h.widget(page, 'party-member-2');
      h.check(after.y < before.y - 50, `a swipe up scrolls the list (${Math.round(before.y)} → ${Math.round(after.y)})`);
      h.check(!(await drawn(page)).includes('party-rest-heal'), 'the swipe opened no member');
      await h.swipe(page, 'party-member-2', 200);
      h.check(!(await drawn(page)).includes('party-rest-heal'), 'nor the swipe back');
      await h.longPress(page, 'party-member-2');
      const opened = (await drawn(page)).includes('party-rest-heal');
      h.check(JSON.stringify(await stored(page)) === libBefore, `a long press changes nothing of the library (member ${opened ? 'opened, as a tap opens it' : 'left closed'})`);
      if (opened) await h.tap(page, 'party-member-2');   // closed again

      // A fight with the second party: only its members come in.
      await h.tap(page, 'party-fight-1');
      await h.tap(page, 'rules-highest-first');
      let s = await h.state(page);
      h.check(s.combatants.map((c) => c.name).join() === 'Aria', `the fight with the Wednesday group brings Aria alone (${s.combatants.map((c) => c.name).join(', ')})`);
      await h.screenshot(page, 'parties-fight-360');
      await h.reopen(page);
      s = await h.state(page);
      h.check(s.combatants.length === 1 && s.combatants[0].name === 'Aria', 'a reload keeps that fight as it began');

      // Quick add offers a button per party by name.
      await h.tap(page, 'add');
      await h.scrollIntoView(page, 'roster-add-party-0');
      h.check((await drawn(page)).includes('roster-add-party-1'), 'quick add offers each party by name');
      await h.tap(page, 'roster-add-party-0');
      s = await h.state(page);
      h.check(s.combatants.length === 3 && s.combatants.some((c) => c.name === 'Bram'),
        `"Add The party" brings its two in one tap (${s.combatants.map((c) => c.name).join(', ')})`);
      await h.tap(page, 'add');   // closed again

      // Imports that ask (WebKit's WebDriver has no file chooser: there, the core's tests answer for it).
      if (h.ENGINE !== 'webkit') await importsThatAsk(page, dir);
      else {
        h.note('skipped: the imports (no file chooser through WebDriver)');
        await h.tap(page, 'to-library');
      }

      // The screen at 360 px: dark, light, Large text (no label cut), and on its side.
      await h.tap(page, 'party-members-1');
      await h.scrollIntoView(page, 'party-title-0');
      await h.screenshot(page, 'parties-360-dark');
      await h.tap(page, 'theme-light');
      await h.scrollIntoView(page, 'party-title-0');
      await h.screenshot(page, 'parties-360-light');
      await h.tap(page, 'text-size-2');
      for (const tag of ['party-title-0', 'party-fight-0', 'party-members-0', 'party-fight-1', 'party-choose-0', 'party-new-member-hp', 'party-new-member-add', 'party-new']) {
        await h.scrollIntoView(page, tag);
        const cut = await page.evaluate(() => window.roundkeeper.cutLabels());
        h.check(cut.length === 0, `the parties at 360 px with Large text cut no label near ${tag} (${JSON.stringify(cut)})`);
      }
      await h.scrollIntoView(page, 'party-title-1');
      await h.screenshot(page, 'parties-360-light-large');
      await h.tap(page, 'text-size-1');
      await h.tap(page, 'theme-dark');
      await page.setViewportSize({ width: 740, height: 360 });
      await h.settle(page);
      await h.scrollIntoView(page, 'party-title-1');
      await h.screenshot(page, 'parties-landscape-dark');
    });
    // A party set up before any fight: made on the start screen, its members typed in there.
    await h.onPhone(site, 'a party made before any fight', async (page) => {
      await h.tap(page, 'party-new');
      await typeName(page, 'Tuesday');
      await h.tap(page, 'party-members-0');
      const newMember = async (name, hp) => {
        await h.tap(page, 'party-new-member-name');
        await page.keyboard.press('Control+A');
        await page.keyboard.insertText(name);
        await h.tap(page, 'party-new-member-hp');
        await page.keyboard.press('Control+A');
        await page.keyboard.insertText(String(hp));
        await h.settle(page);
        await h.tap(page, 'party-new-member-add');
      };
      await newMember('Dara', 17);
      await newMember('Eli', 22);
      let lib = await stored(page);
      const tuesday = lib.parties.find((p) => p.name === 'Tuesday');
      h.check(tuesday && tuesday.members.join() === 'Dara,Eli' && lib.roster.find((r) => r.name === 'Dara').hp_max === 17,
        `Dara (17 hp) and Eli typed in go into the roster and into Tuesday (${JSON.stringify(tuesday)})`);
      const before = JSON.stringify(lib);
      await newMember('Dara', 30);
      h.check(JSON.stringify(await stored(page)) === before, 'a second Dara is refused, nothing changed');
      const said = await h.widget(page, 'party-new-member-said');
      h.check(said && said.h > 0, 'and the screen says why, in sight');
      await h.screenshot(page, 'parties-new-member-refused');
      await h.reopen(page);
      h.check(JSON.stringify(await stored(page)) === before, 'a reload keeps the party as made');
      await h.tap(page, 'party-fight-0');
      await h.tap(page, 'rules-highest-first');
      const s = await h.state(page);
      h.check(s.combatants.map((c) => `${c.name} ${c.hp.current}/${c.hp.max}`).join() === 'Dara 17/17,Eli 22/22',
        `a fight with Tuesday brings them at full health (${s.combatants.map((c) => c.name).join(', ')})`);
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await site.close();
  }
});
