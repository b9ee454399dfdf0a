// Several named encounters and a party roster: switching never touches another encounter's
// data; the roster is reused across encounters; the library exports as a JSON file and imports
// back as new entries (never overwriting); a deletion is taken back by the library's Undo.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./lib/harness.js');

// The library as a new tab would read it from storage now.
const lib = (page) => page.evaluate(() => window.roundkeeper.stored().library);

h.run('library: encounters, roster, export and import', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await h.tap(page, 'sample-highest-first');                       // encounter 1: the sample fight
    await h.tap(page, 'card-1');
    await h.tap(page, 'to-roster-1');                  // Aria joins the party roster
    await h.tap(page, 'to-library');
    await h.tap(page, 'new-encounter');
    await h.screenshot(page, 'library-choose-rules');
    await h.tap(page, 'rules-countdown');              // encounter 2: a countdown fight
    h.check((await h.state(page)).ruleset === 'countdown', 'a new encounter starts with the chosen rules');
    await h.tap(page, 'add');
    await h.tap(page, 'roster-add-0');                 // Aria from the roster
    const second = await h.state(page);
    h.check(second.combatants.length === 1 && second.combatants[0].name === 'Aria', 'the roster adds the party to another encounter in one tap');
    await h.tap(page, 'to-library');
    const before = await lib(page);
    const first = JSON.stringify(before.encounters.find((e) => e.id === 1));
    await h.screenshot(page, 'library-two-encounters');
    await h.tap(page, 'open-1');
    h.check((await h.state(page)).name === 'Goblins at the bridge', 'opening an encounter shows it');
    await h.tap(page, 'to-library');
    await h.tap(page, 'open-2');
    await page.evaluate(() => window.roundkeeper.dispatch({ type: 'RenameEncounter', name: 'Crypt doors' }));
    await h.tap(page, 'to-library');
    const after = await lib(page);
    h.check(JSON.stringify(after.encounters.find((e) => e.id === 1)) === first, 'switching and editing never touches another encounter');
    h.check(after.encounters.find((e) => e.id === 2).encounter.name === 'Crypt doors', 'each encounter keeps its own changes');

    const download = page.waitForEvent('download');
    await h.tap(page, 'export');
    const file = path.join(os.tmpdir(), `rk-export-${process.pid}.json`);
    await (await download).saveAs(file);
    const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
    h.check(exported.schema === 2 && exported.library.encounters.length === 2 && exported.library.roster.length === 1,
      'the library exports as a versioned JSON file');

    await h.chooseFile(page, 'import', file);
    await page.waitForFunction(() => window.roundkeeper.stored().library.encounters.length === 4);
    const imported = await lib(page);
    h.check(imported.encounters.length === 4 && imported.roster.length === 1, 'importing adds the file as new encounters; the roster is not doubled');
    h.check(JSON.stringify(imported.encounters.find((e) => e.id === 1)) === first, 'importing never overwrites');
    await h.settle(page);
    await h.screenshot(page, 'library-after-import');

    fs.writeFileSync(file, '{"schema": 1, "library": {"encounters": [{"id": 1}], "next_id": 1}}');
    await h.tap(page, 'notice-ok');
    await h.chooseFile(page, 'import', file);
    await page.waitForFunction(() => /could not be imported/.test(window.roundkeeper.screen()));
    h.check((await lib(page)).encounters.length === 4, 'a bad file is refused with a message and changes nothing');
    fs.rmSync(file, { force: true });

    await h.tap(page, 'notice-ok');
    const third = JSON.stringify(imported.encounters.find((e) => e.id === 3));
    await h.tap(page, 'delete-3');
    await h.tap(page, 'confirm-delete-3');
    h.check((await lib(page)).encounters.length === 3, 'deleting asks for confirmation, then deletes');
    await h.settle(page);
    await h.screenshot(page, 'library-undo-delete');
    await h.tap(page, 'library-undo');                 // the game master deleted the wrong one
    await page.waitForFunction(() => window.roundkeeper.stored().library.encounters.length === 4);
    h.check(JSON.stringify((await lib(page)).encounters.find((e) => e.id === 3)) === third,
      'Undo on the library brings a deleted encounter back exactly as it was');
    await h.tap(page, 'library-redo');
    await page.waitForFunction(() => window.roundkeeper.stored().library.encounters.length === 3);
  } finally {
    await browser.close();
    await site.close();
  }
});
