// What the per-system browser tests share: dice entered on the keypad, and each rule system's
// sample fight opened from the start screen in a fresh phone browser.
'use strict';
const h = require('./harness.js');

const widgets = (page) => page.evaluate(() => Object.keys(window.roundkeeper.widgets()));

// "Enter" on a roll prompt, the faces on the keypad, then "Use these" (one die: its face is the roll).
async function enterDice(page, promptTag, faces) {
  await h.tap(page, `enter-${promptTag}`);
  for (const f of faces) {
    if ((await widgets(page)).includes(`dice-face-${f}`)) await h.tap(page, `dice-face-${f}`);
    else {
      for (const digit of String(f)) await h.tap(page, `dice-digit-${digit}`);
      await h.tap(page, 'dice-add');
    }
  }
  if ((await widgets(page)).includes('dice-use')) await h.tap(page, 'dice-use');
}

// For each `name: play(page, shot)`, opens sample-<name> on a phone and plays it; `after(page,
// name, shot)` checks what every case must end with. Script errors fail the case.
async function playSamples(cases, prefix, after = async () => {}) {
  const site = await h.startSite();
  try {
    for (const [name, play] of Object.entries(cases)) {
      const browser = await h.launch(h.PHONE);
      try {
        const page = await h.openApp(browser.context, site.url);
        await h.tap(page, `sample-${name}`);
        const shot = (what) => h.screenshot(page, `${prefix}-${name}-${what}`);
        await play(page, shot);
        await after(page, name, shot);
        const errors = await h.errors(page);
        h.check(errors.length === 0, `${name}: no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
      } catch (err) {
        h.check(false, `${name}: ${err.message}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await site.close();
  }
}

module.exports = { widgets, enterDice, playSamples };
