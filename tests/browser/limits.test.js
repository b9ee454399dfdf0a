// Nothing a legal link or a file can hold bricks the app (the items 1 and 6):
// - the legal link, 500 combatants (the cap) each named with 21 CJK characters, no two
//   alike (about 43,500 characters), opens in bounded time and memory (the glyph atlas holds a
//   bounded cache of the characters the browser draws: before, 1 GB and 30 s, then an exception
//   on every start), and a reload afterwards still starts;
// - the share screen warns that such a link is longer than apps pass uncut and offers the file;
// - files past a limit are refused with their real reason and change nothing: a 1 MB name, a
//   number out of range (2^31, 1e309, NaN), 100,000 combatants, invalid UTF-8 (never replaced),
//   a name with a line break (which would spill over its row);
// - a start that failed is followed by one in safe mode (the library listed, nothing open,
//   "Save everything as a file" offered), never a dead page.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./lib/harness.js');

const screen = (page) => page.evaluate(() => window.roundkeeper.screen());
const memory = (page) => page.evaluate(() => window.roundkeeper.memory());
const stored = (page) => page.evaluate(() => JSON.stringify(Object.keys(localStorage).filter((k) => k.startsWith('roundkeeper.v2'))
  .sort().map((k) => [k, localStorage.getItem(k)])));
const MB = 1024 * 1024;

// 21 CJK characters, distinct across all names: 63 bytes, within the 64-byte limit.
const cjkName = (i) => Array.from({ length: 21 }, (_, k) => String.fromCodePoint(0x4E00 + i * 21 + k)).join('');

function encounterFile(combatants, extra = '') {
  const list = combatants.map((name, i) => `{"id":${i + 1},"name":${JSON.stringify(name)},"side":2${i === 0 ? extra : ''}}`);
  return `{"schema":2,"encounter":{"name":"Limits","next_id":${combatants.length + 1},"combatants":[${list.join(',')}]}}`;
}

async function importFile(page, file) {
  for (let i = 0; i < 6; i++) {
    const r = await h.scrollIntoView(page, 'import');
    if (r.h >= 20 && r.y >= 0 && r.y + r.h <= page.viewportSize().height) break;
  }
  await h.chooseFile(page, 'import', file);
}

async function waitNotice(page, pattern, timeout = 60000) {
  await page.waitForFunction((p) => new RegExp(p).test(window.roundkeeper.screen()), pattern.source, { timeout });
  return (await screen(page)).split('|')[1] || '';
}

async function dismiss(page) {
  if (await h.widget(page, 'notice-ok')) await h.tap(page, 'notice-ok');
}

h.run('limits: a legal link of 500 CJK names, files past the limits, safe mode', async () => {
  const site = await h.startSite();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-limits-'));
  let link;
  const gm = await h.launch(h.PHONE);
  try {
    // The game master's encounter: the 500 names, imported as a file, opened, shared.
    const page = await h.openApp(gm.context, site.url);
    const file = path.join(dir, 'cjk-500.json');
    fs.writeFileSync(file, encounterFile(Array.from({ length: 500 }, (_, i) => cjkName(i))));
    const before = await memory(page);
    let started = Date.now();
    await importFile(page, file);
    await waitNotice(page, /Imported 1 encounter/);
    await dismiss(page);
    const lib = (await page.evaluate(() => window.roundkeeper.stored())).library;
    const id = lib.encounters[lib.encounters.length - 1].id;
    await h.tap(page, `open-${id}`);
    await h.settle(page);
    const state = await h.state(page);
    h.check(state.combatants.length === 500 && state.combatants[499].name === cjkName(499), 'the 500 names of 21 CJK characters import and open');
    const gmAfter = await memory(page);
    h.check(gmAfter.heap - before.heap < 64 * MB,
      `drawing them keeps the heap bounded: ${(before.heap / MB).toFixed(0)} -> ${(gmAfter.heap / MB).toFixed(0)} MB in ${Date.now() - started} ms (${gmAfter.glyphs} of at most ${gmAfter.glyph_capacity} drawn glyphs held)`);
    h.check(gmAfter.glyphs <= gmAfter.glyph_capacity, 'the drawn glyphs stay within the cache');
    link = await page.evaluate(() => window.roundkeeper.shareLink(false));
    h.check(link.length > 40000 && link.length < 50000, `the link is ${link.length} characters (the issue: 43,553)`);
    // The share screen says such a link is longer than apps pass uncut, and offers the file.
    await h.tap(page, 'to-share');
    await h.settle(page);
    h.check(!!(await h.widget(page, 'share-warning')), 'the share screen warns that the link is too long for some apps');
    h.check(!!(await h.widget(page, 'share-file')), 'and offers the file instead');
    h.check(!(await page.evaluate(() => window.roundkeeper.widget('share-qr'))), 'no QR code is offered for a link no QR code holds');
    await h.screenshot(page, 'limits-share-warning');
    const download = page.waitForEvent('download', { timeout: 30000 });
    await h.tap(page, 'share-file');
    const saved = path.join(dir, 'shared.json');
    await (await download).saveAs(saved);
    h.check(JSON.parse(fs.readFileSync(saved, 'utf8')).encounter.combatants.length === 500, 'the file carries the whole encounter');
    { const e = await h.errors(page); h.check(e.length === 0, `no script errors on the game master's page ${e.join(' ')}`); }
  } finally {
    await gm.close();
  }

  const player = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(player.context, site.url);
    const before = await memory(page);
    let started = Date.now();
    await h.openLink(page, link.replace(/^[^#]*/, site.url));
    const opened = await screen(page);
    const promptMs = Date.now() - started;
    h.check(opened.startsWith('link'), `the link asks before opening (${promptMs} ms)`);
    h.check(promptMs < 15000, `the prompt comes in bounded time (${promptMs} ms; the issue: about 30 s)`);
    await h.screenshot(page, 'limits-link-prompt');
    started = Date.now();
    await h.tap(page, 'link-open');
    await h.settle(page);
    const after = await memory(page);
    h.check((await screen(page)).startsWith('tracker'), `"Open as a new encounter" opens it (${Date.now() - started} ms)`);
    h.check((await h.state(page)).combatants.length === 500, 'with its 500 combatants');
    h.check(after.heap - before.heap < 64 * MB,
      `the heap stays bounded: ${(before.heap / MB).toFixed(0)} -> ${(after.heap / MB).toFixed(0)} MB (the issue: above 1 GB); ${after.glyphs} of at most ${after.glyph_capacity} drawn glyphs`);
    await h.screenshot(page, 'limits-link-opened');
    // The row names on screen are drawn, not boxes: the cache gives them its places first.
    const first = await page.evaluate(() => window.roundkeeper.glyph(String.fromCodePoint(0x4E00)));
    h.check(/drawn/.test(first) || first === 'placeholder', `the first row's first character is in the atlas (${first})`);
    // The issue: after a reload, every start said "Roundkeeper could not load".
    started = Date.now();
    await h.reopen(page);
    h.check(!(await page.evaluate(() => window.roundkeeper.error)), `a reload still starts (${Date.now() - started} ms)`);
    h.check((await screen(page)).startsWith('tracker') && (await h.state(page)).combatants.length === 500, 'and shows the encounter again');
    h.check(!(await page.evaluate(() => window.roundkeeper.safeMode)), 'a start after a good one is not in safe mode');
    await h.screenshot(page, 'limits-after-reload');

    // Files past a limit: refused with the real reason; nothing stored changes.
    await h.tap(page, 'to-library');
    await h.settle(page);
    const kept = await stored(page);
    const cases = [
      ['a 1 MB name', encounterFile(['Aria', 'x'.repeat(MB)]), /name of 1048576 bytes; names have at most 64/],
      ['2^31', encounterFile(['Ogre'], ',"level":2147483648'), /2147483648 is out of range/],
      ['1e309', encounterFile(['Ogre'], ',"level":1e309'), /number too large/],
      ['NaN', encounterFile(['Ogre'], ',"level":NaN'), /NaN where a number belongs/],
      ['100,000 combatants', encounterFile(Array.from({ length: 100000 }, () => 'G')), /100000 combatants; an encounter holds at most 500/],
      ['a name with a line break', encounterFile(['Gob\nlin']), /line break/],
    ];
    for (const [what, text, reason] of cases) {
      const f = path.join(dir, 'bad.json');
      fs.writeFileSync(f, text);
      await importFile(page, f);
      const said = await waitNotice(page, /could not be imported/);
      h.check(reason.test(said) && !/not a Roundkeeper library/.test(said), `${what}: refused with its reason: "${said.slice(0, 160)}"`);
      await dismiss(page);
    }
    // Invalid UTF-8: refused as such (before, the browser replaced it silently on reading).
    const utf = path.join(dir, 'latin1.json');
    fs.writeFileSync(utf, Buffer.from(encounterFile(['Goblin']).replace('Goblin', 'Gobl\u00e9n'), 'latin1'));
    await importFile(page, utf);
    const saidUtf = await waitNotice(page, /could not be imported/);
    h.check(/not UTF-8/.test(saidUtf), `invalid UTF-8 is refused as such: "${saidUtf.slice(0, 160)}"`);
    await h.screenshot(page, 'limits-refused-utf8');
    await dismiss(page);
    h.check(await stored(page) === kept, 'nothing refused was stored');
    // A typed (or dispatched) name is held to the same limits: a line break never reaches a row.
    await h.tap(page, (await page.evaluate(() => window.roundkeeper.stored())).library.encounters.map((e) => `open-${e.id}`)[0]);
    await h.settle(page);
    const refused = await page.evaluate(() => window.roundkeeper.dispatch({ type: 'AddCombatant', name: 'Gob\nlin', side: 2 }));
    h.check(/line break/.test(refused), `a name with a line break is refused: "${refused}"`);
    await h.screenshot(page, 'limits-newline-refused');
    { const e = await h.errors(page); h.check(e.length === 0, `no script errors on the receiving page ${e.join(' ')}`); }
  } finally {
    await player.close();
  }

  // A start that fails leaves its marker behind: the next one opens in safe mode.
  const again = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(again.context, site.url);
    await h.tap(page, 'sample-highest-first');
    await h.settle(page);
    h.check((await screen(page)).startsWith('tracker'), 'an encounter is open');
    await page.evaluate(() => localStorage.setItem('roundkeeper.starting', '1'));   // as a start that never drew its first frame
    await h.reopen(page);
    const said = await screen(page);
    h.check(await page.evaluate(() => window.roundkeeper.safeMode) === true, 'the start after a failed one is in safe mode');
    h.check(said.startsWith('library|') && /safe mode/.test(said), `it lists the library with nothing open: "${said.slice(0, 120)}"`);
    h.check(!!(await h.widget(page, 'notice-export')), '"Save everything as a file" is offered');
    await h.screenshot(page, 'limits-safe-mode');
    const download = page.waitForEvent('download', { timeout: 30000 });
    await h.tap(page, 'notice-export');
    const file = path.join(dir, 'everything.json');
    await (await download).saveAs(file);
    h.check(JSON.parse(fs.readFileSync(file, 'utf8')).library.encounters.length === 1, 'it saves the library as a file');
    await h.reopen(page);
    h.check(await page.evaluate(() => window.roundkeeper.safeMode) === false, 'the start after it is a normal one again');
  } finally {
    await again.close();
  }
});
