// An entry in the order that is not a combatant (issue 31, item 12), set by taps on a phone
// (390x844): the game master adds "Lair action" on initiative count 15, every round, from the
// encounter's menu, and "Reinforcements" for round 2. The lair is listed in the order at its count,
// the reinforcements above the combatants. The
// lair comes once the turn passes 15 (after Cyra on 15: it loses ties) as a reminder with a
// "Done" button; the reinforcements come in round 2. Opened again, the app keeps them; "Remove"
// drops one and Undo brings it back. In text 001 the form asks no count. No rule text has them: docs/rules-notes.md, "What a table expects".
'use strict';
const h = require('./lib/harness.js');

const drawn = async (page, name) => page.evaluate((n) => window.roundkeeper.widget(n), name);

async function addReminder(page, text, { count, everyRound, laterRounds = 0 }) {
  await h.tap(page, 'encounter-menu');
  for (let i = 0; i < 3; i++) await h.scrollIntoView(page, 'menu-AddReminder');
  await h.tap(page, 'menu-AddReminder');
  await h.tap(page, 'field-text');
  await page.keyboard.insertText(text);
  await h.settle(page);
  for (let n = 0; n < laterRounds; n++) await h.tap(page, 'field-round-plus');
  if (count !== undefined) {
    await h.tap(page, 'field-count-set');
    await h.tap(page, 'field-count-value');
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(String(count));
    await h.settle(page);
  }
  if (everyRound) await h.tap(page, 'field-every_round-yes');
  await h.screenshot(page, `reminders-form-${text.split(' ')[0].toLowerCase()}`);
  await h.tap(page, 'sheet-apply');
}

h.run('reminders: a lair on count 15 and reinforcements in round 2, prompted when they come', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'the generic sample', async (page) => {
      await h.tap(page, 'sample-highest-first');
      await addReminder(page, 'Lair action', { count: 15, everyRound: true });
      await addReminder(page, 'Reinforcements', { laterRounds: 1 });
      let s = await h.state(page);
      const lair = s.reminders.find((r) => r.text === 'Lair action');
      const help = s.reminders.find((r) => r.text === 'Reinforcements');
      h.check(lair && lair.count === 15 && lair.every_round === true && lair.round === 1, `the lair is set for count 15, every round (${JSON.stringify(lair)})`);
      h.check(help && help.round === 2 && help.count == null && !help.every_round, `the reinforcements are set for round 2 (${JSON.stringify(help)})`);
      const row = await drawn(page, `reminder-${lair.id}`);
      h.check(!!row && h.whollyShown(row, page.viewportSize()), 'the lair is listed with the order, on screen');
      // In the order at its count: after Cyra (15, the lair loses ties), before Goblin 1 (13); the
      // reinforcements, named by a round, above everyone.
      const cyra = await drawn(page, 'name-3'), goblin = await drawn(page, 'name-4'), aria = await drawn(page, 'name-1');
      const reinforcements = await drawn(page, `reminder-${help.id}`);
      h.check(cyra.y < row.y && row.y < goblin.y, `the lair sits between Cyra and Goblin 1 (${cyra.y} < ${row.y} < ${goblin.y})`);
      h.check(reinforcements.y < aria.y, `the reinforcements sit above the order (${reinforcements.y} < ${aria.y})`);
      await h.screenshot(page, 'reminders-listed');

      await h.tap(page, 'primary');   // Start the fight: Aria (17) acts
      h.check(!(await drawn(page, 'reminders-due')), 'on Aria\'s turn (17), nothing has come');
      await h.tap(page, 'primary');   // Cyra (15): the lair loses the tie
      h.check(!(await drawn(page, 'reminders-due')), 'on Cyra\'s turn (15), the lair waits: it loses ties');
      await h.tap(page, 'primary');   // Goblin 1 (13): count 15 has passed
      const box = await drawn(page, 'reminders-due');
      h.check(!!box && h.whollyShown(box, page.viewportSize()), 'once the turn passes 15, the reminder shows');
      await h.screenshot(page, 'reminders-lair-due');
      await h.tap(page, 'prompt-ReminderDone-table');
      s = await h.state(page);
      h.check(s.reminders.find((r) => r.id === lair.id).done_round === 1, 'Done: the lair is done for round 1, and kept');
      h.check(!(await drawn(page, 'reminders-due')), 'and the reminder is gone for this round');

      // Round 2: the reinforcements come at its start; opened again, the app still has both.
      for (let i = 0; i < 12 && (await h.state(page)).round < 2; i++) await h.tap(page, 'primary');
      h.check((await h.state(page)).round === 2, 'round 2');
      h.check(!!(await drawn(page, 'prompt-ReminderDone-table')), 'round 2 begins with the reinforcements');
      await h.screenshot(page, 'reminders-reinforcements-due');
      await h.reopen(page);
      s = await h.state(page);
      h.check(s.reminders.length === 2, `opened again, both reminders are kept (${s.reminders.length})`);

      // "Remove" drops one; Undo brings it back.
      await h.scrollIntoView(page, `reminder-remove-${help.id}`);
      await h.tap(page, `reminder-remove-${help.id}`);
      h.check(!(await h.state(page)).reminders.some((r) => r.id === help.id), 'Remove drops the reinforcements');
      await h.tap(page, 'undo');
      h.check((await h.state(page)).reminders.some((r) => r.id === help.id), 'Undo brings them back');

      // Where the order has no counts (text 001 counts down a d10 per side), the form asks none.
      await h.tap(page, 'to-library');
      await h.tap(page, 'sample-countdown');
      await h.tap(page, 'encounter-menu');
      for (let i = 0; i < 3; i++) await h.scrollIntoView(page, 'menu-AddReminder');
      await h.tap(page, 'menu-AddReminder');
      h.check(!!(await drawn(page, 'field-round-plus')) && !(await drawn(page, 'field-count-set')),
        'in text 001 the reminder is set by round alone: no initiative count is asked');
      await h.screenshot(page, 'reminders-form-countdown');
      await h.tap(page, 'sheet-cancel');
      const errors = await h.errors(page);
      h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
    });
    // On the smallest phone at Large text in the light theme: the rows wrap, nothing is cut off.
    const small = await h.launch({ ...h.PHONE, viewport: { width: 360, height: 780 }, colorScheme: 'light' });
    try {
      const page = await h.openApp(small.context, site.url);
      await h.tap(page, 'text-size-2');
      await h.tap(page, 'sample-highest-first');
      await addReminder(page, 'Lair action: the ceiling falls on everyone near the altar', { count: 15, everyRound: true });
      await addReminder(page, 'Reinforcements', { laterRounds: 1 });
      await h.tap(page, 'primary');
      await h.tap(page, 'primary');
      await h.tap(page, 'primary');   // Goblin 1: the lair has come
      const lair = (await h.state(page)).reminders[0];
      h.check(!!(await drawn(page, 'reminders-due')), 'at Large text on 360 px, the lair comes too');
      await h.scrollIntoView(page, `reminder-${lair.id}`);
      const cut = await page.evaluate(() => window.roundkeeper.cutLabels());
      h.check(cut.length === 0, `nothing cut off at Large text on 360 px (${cut.join(' | ')})`);
      await h.screenshot(page, 'reminders-360-large-light');
    } finally {
      await small.close();
    }
  } finally {
    await site.close();
  }
});
