// The game master's notes are seen (issue 31, item 5): on a phone, notes written on a goblin
// ("wants the amulet back") are shown on its open card, where its actions are; the Notes form
// opens with them, so a line is added rather than the notes retyped. (The players' view carries
// no notes at all: share.test.js.)
'use strict';
const h = require('./lib/harness.js');

h.run('notes: shown on the card, and the form starts from them', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'the generic sample', async (page) => {
      await h.tap(page, 'sample-highest-first');
      const goblin = (await h.state(page)).combatants.find((c) => /Goblin/.test(c.name));
      const openNotes = async () => {
        await h.longPress(page, `card-${goblin.id}`);
        for (let i = 0; i < 3; i++) await h.scrollIntoView(page, 'menu-SetNotes');
        await h.tap(page, 'menu-SetNotes');
        // A thumb puts the caret after the text by tapping the field's empty right end.
        const field = await h.scrollIntoView(page, 'field-notes');
        await h.tapAt(page, field.x + field.w - 12, field.y + field.h / 2);
        await h.settle(page);
      };
      await openNotes();
      await page.keyboard.insertText('Wants the amulet back.');
      await h.tap(page, 'sheet-apply');
      await h.tap(page, `name-${goblin.id}`);   // its card open: the notes are where its actions are
      const shown = await h.widget(page, `notes-${goblin.id}`);
      h.check(shown.h > 0, 'the notes are shown on the open card');
      await h.screenshot(page, 'notes-on-card');

      // The form again: it starts from the notes, so a line is added at their end.
      await openNotes();
      await page.keyboard.insertText(' Flees at half.');
      await h.tap(page, 'sheet-apply');
      const notes = (await h.state(page)).combatants.find((c) => c.id === goblin.id).notes;
      h.check(notes === 'Wants the amulet back. Flees at half.', `the Notes form started from the notes ("${notes}")`);
    });
  } finally {
    await site.close();
  }
});
