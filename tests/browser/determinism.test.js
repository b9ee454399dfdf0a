// The same seed and actions give the same rolls natively and in WebAssembly: a fight with
// dice rolled by the app is replayed by the native replay tool and through the page's test
// hook, and the two encounters must be identical.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const h = require('./lib/harness.js');

h.run('determinism: native and WebAssembly roll the same dice', async () => {
  const actionsFile = path.join(__dirname, 'fixtures', 'seeded-fight.json');
  const actions = JSON.parse(fs.readFileSync(actionsFile, 'utf8'));
  const native = JSON.parse(execFileSync(process.env.RK_REPLAY, ['new', actionsFile], { encoding: 'utf8' }));
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    const refusals = await page.evaluate((list) => list.map((a) => window.roundkeeper.dispatch(a)).filter((r) => r), actions);
    h.check(refusals.length === 0, `every action applies in the page${refusals.length ? ': ' + refusals.join(' | ') : ''}`);
    const web = await page.evaluate(() => window.roundkeeper.state());
    const rolls = (enc) => enc.log.filter((l) => /\[/.test(l.text)).map((l) => l.text);
    h.check(rolls(web.encounter).length >= 8, `the fight rolled dice (${rolls(web.encounter).length} rolls logged)`);
    h.check(JSON.stringify(rolls(web.encounter)) === JSON.stringify(rolls(native.encounter.encounter)),
      'every roll is the same natively and in WebAssembly');
    h.check(JSON.stringify(web.encounter) === JSON.stringify(native.encounter.encounter),
      'the whole encounter is identical, generator state included');
  } finally {
    await browser.close();
    await site.close();
  }
});
