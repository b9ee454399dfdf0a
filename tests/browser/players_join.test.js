// Players' own phones follow the fight live with no server (issue 29, item 3; docs/live-view.md).
// The game master's phone and the players' (one browser each side, a tab per player: two, then six).
// The game master opens Share > Players' view > "Players join on their phones"; each player's
// camera app opens the link in the code (the test opens it); the player's page shows its answer
// as a QR code; the game master taps "Scan" and the game master's camera films that code (the
// browser's fake camera, fed a screenshot of it), and the app's own QR reader reads it. Then a
// WebRTC data channel over this machine's network carries each change: five turns, a damage and
// an undo reach both players. A player's page reloads (the connection ends: it says so and how
// old its fight is) and rejoins by the next code. For every rule system, what crossed the
// channel is decoded: no hidden combatant, no notes, no NPC hit points.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./lib/harness.js');
const camera = require('./lib/camera.js');
const { openJoinScreen, playerJoins, screen, join } = require('./lib/join_phones.js');

// What a player may see of the fight, as both pages show it.
const seen = (s) => JSON.stringify({ round: s.round, acting: s.acting,
  pcs: s.combatants.filter((c) => c.is_player).map((c) => [c.name, c.hp && c.hp.current]) });

// Waits until a player's page shows what the game master's page shows (a condition); how long.
async function follows(player, gm, what) {
  const want = seen(await h.state(gm));
  const start = Date.now();
  const ok = await player.waitForFunction((w) => {
    const s = window.roundkeeper.state().encounter;
    return JSON.stringify({ round: s.round, acting: s.acting,
      pcs: s.combatants.filter((c) => c.is_player).map((c) => [c.name, c.hp && c.hp.current]) }) === w;
  }, want, { timeout: 10000 }).then(() => true, () => false);
  const ms = Date.now() - start;
  h.check(ok, `${player.rkName} follows ${what}${ok ? ` (${ms} ms)` : `: it shows ${seen(await h.state(player))}, the game master ${want}`}`);
  return ms;
}

// A thumb on a joined player's page while the game master's changes keep arriving. Ten more
// foes make the list longer than the player's screen; the fight is at the top of a round. The
// player swipes the list and holds it while the next turn arrives: the page shows the new turn
// and the list stays under the finger; once the finger lifts, the new turn is brought into
// view. A long press while a turn arrives, and a tap near a card's edge, open nothing (the page
// is read-only) and the page keeps following.
async function thumbOnJoinedPage(gm, player, follows) {
  const act = (a) => gm.evaluate((x) => window.roundkeeper.dispatch(x), a);
  for (let i = 1; i <= 10; i++) {
    h.check(await act({ type: 'AddCombatant', name: `Wolf ${i}`, side: 2, is_player: false, level: 1, hp_max: 7 }) === '', `Wolf ${i} joins the fight`);
    const wolf = (await h.state(gm)).combatants.find((c) => c.name === `Wolf ${i}`);
    await act({ type: 'SetInitiative', id: wolf.id, value: 1 });
  }
  await h.settle(gm);
  const round = (await h.state(gm)).round;
  for (let i = 0; i < 30 && (await h.state(gm)).round === round; i++) await h.tap(gm, 'primary');
  await follows(player, gm, 'ten more foes and the turn back at the top of the round');
  await h.screenshot(player, 'join-player-long-list');
  const s = await h.state(gm);
  const rowOf = (name) => `row-${s.combatants.find((c) => c.name === name).id}`;
  const shownNow = await player.evaluate(() => window.roundkeeper.widgets());
  const held = ['Wolf 1', 'Wolf 2', 'Wolf 3', 'Wolf 4'].map(rowOf).find((t) => shownNow[t] && shownNow[t].h > 20) || rowOf('Wolf 1');
  const screenBefore = await screen(player);
  let during = null;
  const from = await h.swipe(player, held, -160, { midway: async () => {
    await h.settle(player);   // the finger's last move drawn
    const before = await h.widget(player, held);
    await h.tap(gm, 'primary');
    await follows(player, gm, 'a turn while the player holds the list');
    during = { before, after: await h.widget(player, held) };
  } });
  h.check(!!during && Math.abs(during.after.y - during.before.y) < 12,
    `a turn that arrives while the finger holds the list leaves the list under the finger (y ${during && Math.round(during.before.y)} -> ${during && Math.round(during.after.y)})`);
  h.check(!!during && during.before.y < from.y - 40, `the list had followed the finger (y ${Math.round(from.y)} -> ${during && Math.round(during.before.y)})`);
  const acting = await h.widget(player, `row-${(await h.state(player)).acting}`);
  h.check(h.whollyShown(acting, player.viewportSize()), `once the finger lifts, the acting row is brought into view (${JSON.stringify(acting)})`);
  h.check(await screen(player) === screenBefore, `the swipe opened nothing on the player's page (${await screen(player)})`);
  await h.screenshot(player, 'join-player-after-swipe');
  // A long press on a card while a turn arrives.
  const pressed = rowOf('Wolf 5');
  await Promise.all([h.longPress(player, pressed, 900), h.tap(gm, 'primary')]);
  await follows(player, gm, 'a turn while a finger is held on a card');
  h.check(await screen(player) === screenBefore, `a long press on a card opens nothing on the player's page (${await screen(player)})`);
  // A tap near a card's edge, as a thumb lands.
  await h.tap(player, rowOf('Wolf 6'), { at: { x: 0.92, y: 0.8 } });
  h.check(await screen(player) === screenBefore, `a tap near a card's edge opens nothing on the player's page (${await screen(player)})`);
  await h.tap(gm, 'primary');
  await follows(player, gm, 'the next turn after the taps');
}

h.run("players' phones join by camera and follow the fight live over WebRTC", async () => {
  const site = await h.startSite();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-camera-'));
  const film = path.join(dir, 'camera.y4m');
  camera.writeBlank(film);
  // The game master's phone is a small one with Large text (the tightest screens).
  const gmPhone = await h.launch({ ...h.PHONE, viewport: { width: 360, height: 780 } }, { camera: film, directAddresses: true });
  const playersPhone = await h.launch(h.PHONE, { directAddresses: true });
  try {
    const gm = await h.openApp(gmPhone.context, site.url);
    await gmPhone.context.grantPermissions(['camera'], { origin: site.url.replace(/\/[^/]*$/, '') }).catch(() => {});
    await h.tap(gm, 'text-size-2');
    await h.tap(gm, 'sample-highest-first');
    await h.tap(gm, 'primary');
    const cut = () => gm.evaluate(() => window.roundkeeper.cutLabels());
    await openJoinScreen(gm);
    h.check((await screen(gm)).startsWith('join'), `Share > Players' view > "Players join" opens the join screen (${await screen(gm)})`);
    h.check((await cut()).length === 0, `nothing on the join screen is cut at 360 px with Large text (${await cut()})`);
    // A thumb on it: a swipe that starts on "Scan" scrolls the screen (taller than a small phone
    // with Large text) and opens no camera.
    const scanFrom = await h.swipe(gm, 'join-scan', -150);
    const scanTo = await h.widget(gm, 'join-scan');
    h.check(await gm.evaluate(() => !document.querySelector('#scanner')), 'a swipe that starts on "Scan a player\'s code" opens no camera');
    h.check(scanTo.h === 0 || scanTo.y < scanFrom.y - 12, `and scrolls the join screen (y ${Math.round(scanFrom.y)} -> ${Math.round(scanTo.y)})`);

    // A player joins: the camera app opens the link in the game master's code; the player's page
    // answers; the game master's camera reads the answer.
    const players = [];
    async function joins(name, page, shot, beforeScan) {
      const r = await playerJoins({ gm, players: playersPhone.context, film, page, shot, beforeScan });
      r.page.rkName = name;
      h.check(r.read && r.read.data === r.offer, `the join code on screen reads back as the join link (QR version ${r.read && r.read.version}, ${r.offer.length} characters)`);
      h.check(r.joiningScreen.startsWith('joining'), `${name}'s page, opened by the link, is the join screen (${r.joiningScreen})`);
      h.check(r.live, `${name}'s page follows the fight once the game master's camera read its code (${await screen(r.page)}${r.problem ? '; ' + r.problem : ''})`);
      return r.page;
    }
    await h.screenshot(gm, 'join-host');
    // Turned on its side, and on a desktop's window: the code keeps only its own room (no band
    // under it), and nothing is cut.
    for (const [name, size] of [['landscape', { width: 780, height: 360 }], ['desktop', { width: 1280, height: 800 }]]) {
      await gm.setViewportSize(size);
      await h.settle(gm);
      const next = await h.scrollIntoView(gm, 'join-scan');
      const qr = await h.widget(gm, 'join-qr');   // its bottom is above "Scan", on screen
      h.check(qr.h > 0 && next.y - (qr.y + qr.h) < 2 * next.h,
        `${name}: the code's room is the code's (${Math.round(next.y - (qr.y + qr.h))} px from it to "Scan", a line of text between)`);
      h.check((await cut()).length === 0, `${name}: nothing on the join screen is cut (${await cut()})`);
      await h.screenshot(gm, `join-host-${name}`);
    }
    await gm.setViewportSize({ width: 360, height: 780 });
    await h.settle(gm);
    players.push(await joins('player 1'));
    await gm.waitForFunction(() => window.roundkeeper.join().players === 1, null, { timeout: 5000 }).catch(() => {});
    h.check((await join(gm)).players === 1, `the game master's screen counts 1 player (${(await join(gm)).players})`);
    // Player 2's thumb slides off Cancel while the code is shown: the join goes on.
    let slid = '';
    players.push(await joins('player 2', undefined, 'join-player-answer', async (page) => {
      await h.swipe(page, 'joining-cancel', -120);
      slid = await screen(page);
    }));
    h.check(slid.startsWith('joining'), `a swipe that starts on the joining page's Cancel does not cancel (${slid})`);
    await gm.waitForFunction(() => window.roundkeeper.join().players === 2, null, { timeout: 5000 }).catch(() => {});
    h.check((await join(gm)).players === 2, `and then 2 players (${(await join(gm)).players})`);
    await h.screenshot(gm, 'join-host-two-players');
    // The game master's camera reads a code that is not a player's answer (the game master's own,
    // on a second screen): it says so, and nothing changes.
    await gm.waitForFunction(() => window.roundkeeper.join().offer, null, { timeout: 15000 });
    await h.settle(gm);
    // The camera over the page, filming no code yet; Cancel closes it and changes nothing.
    camera.writeBlank(film);
    await h.tap(gm, 'join-scan');
    const filming = await gm.waitForFunction(() => { const v = document.querySelector('#scanner video'); return v && v.videoWidth > 0; },
      null, { timeout: 10000 }).then(() => true, () => false);
    h.check(filming, 'Scan opens the camera over the page');
    await h.screenshot(gm, 'join-camera');
    await gm.tap('#scanner button');
    h.check(await gm.evaluate(() => !document.querySelector('#scanner')) && (await join(gm)).players === 2,
      'its Cancel closes the camera, and the players still follow');
    await camera.film(gm, 'join-qr', film);
    await h.tap(gm, 'join-scan');
    await gm.waitForFunction(() => window.roundkeeper.join().problem, null, { timeout: 15000 }).catch(() => {});
    const wrong = await join(gm);
    h.check(/game master's join code/.test(wrong.problem) && wrong.players === 2 && !!wrong.offer,
      `a scanned code that is not a player's is refused in words, the players and the code stay (${JSON.stringify(wrong)})`);
    await h.settle(gm);
    await h.screenshot(gm, 'join-host-wrong-code');
    // A damaged join link opens nothing, and says so.
    const damaged = await playersPhone.context.newPage();
    await damaged.goto(`${site.url}#j=AAAAthis-is-not-a-code`);
    await damaged.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    await h.settle(damaged);
    h.check(/^library\|This join link could not be opened: This is not a Roundkeeper join code/.test(await screen(damaged)),
      `a damaged join link opens nothing and says why (${await screen(damaged)})`);
    await damaged.close();
    // A player who opened the link and cancelled is not pulled into the fight when the game
    // master's camera reads the code it showed.
    const quitter = await playersPhone.context.newPage();
    await quitter.goto((await join(gm)).offer);
    await quitter.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready && window.roundkeeper.join().answer, null, { timeout: 30000 });
    await h.settle(quitter);
    await camera.film(quitter, 'joining-qr', film);
    await h.tap(quitter, 'joining-cancel');
    await h.tap(gm, 'join-scan');
    await gm.waitForFunction(() => !document.querySelector('#scanner'), null, { timeout: 15000 }).catch(() => {});
    await h.settle(quitter);
    h.check((await screen(quitter)).startsWith('library') && (await join(gm)).players === 2,
      `a player who cancelled stays out when the code is read after (${await screen(quitter)}, ${(await join(gm)).players} players)`);
    await quitter.close();
    await h.screenshot(players[1], 'join-player-live');
    for (const p of players) {
      const npcs = (await h.state(p)).combatants.filter((c) => !c.is_player);
      h.check(npcs.length > 0 && npcs.every((c) => c.hp === null), `${p.rkName} sees no NPC hit points`);
    }

    // Five turns, a damage and an undo, each by the game master's tap.
    await h.tap(gm, 'join-back', { at: { x: 0.9, y: 0.8 } });   // a thumb near its edge
    h.check((await screen(gm)).startsWith('tracker'), `a tap near the edge of "Back to the fight" goes back (${await screen(gm)})`);
    const times = [];
    for (let i = 1; i <= 5; i++) {
      await h.tap(gm, 'primary');
      for (const p of players) times.push(await follows(p, gm, `turn ${i}`));
    }
    const pc = (await h.state(gm)).combatants.find((c) => c.is_player);
    await gm.evaluate((id) => window.roundkeeper.dispatch({ type: 'Damage', id, amount: 3 }), pc.id);
    for (const p of players) times.push(await follows(p, gm, `${pc.name} taking 3 damage`));
    await h.tap(gm, 'undo');
    for (const p of players) times.push(await follows(p, gm, 'the undo'));
    h.note(`players' pages followed in ${times.join(', ')} ms (from when the game master's page had the change)`);
    await thumbOnJoinedPage(gm, players[1], follows);

    // A player's page reloads: the connection is gone; it shows the fight as it was, says so, and
    // how old it is; then it rejoins by the game master's next code.
    const again = players[0];
    await again.reload();
    await again.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    await h.settle(again);
    h.check(/^tracker:read-only:gone/.test(await screen(again)), `after a reload the player's page shows the fight, not live (${await screen(again)})`);
    h.check(!!(await again.evaluate(() => window.roundkeeper.widget('players-view-note'))), 'and says how to rejoin');
    await h.screenshot(again, 'join-player-after-reload');
    await openJoinScreen(gm);
    await joins('player 1', again);
    await h.tap(gm, 'join-back');
    await h.tap(gm, 'primary');
    for (const p of players) await follows(p, gm, 'a turn after player 1 rejoined');

    // A table of six: four more players join; all six follow a turn; when four leave, the game
    // master's screen counts the two still there.
    await openJoinScreen(gm);
    const more = [];
    for (let n = 3; n <= 6; n++) more.push(await joins(`player ${n}`));
    await gm.waitForFunction(() => window.roundkeeper.join().players === 6, null, { timeout: 10000 }).catch(() => {});
    h.check((await join(gm)).players === 6, `six players follow at once (${(await join(gm)).players})`);
    await h.tap(gm, 'join-back');
    await h.tap(gm, 'primary');
    for (const p of [...players, ...more]) await follows(p, gm, 'a turn with six players following');
    for (const p of more) await p.close();
    await openJoinScreen(gm);
    const left = await gm.waitForFunction(() => window.roundkeeper.join().players === 2, null, { timeout: 40000 }).then(() => true, () => false);
    h.check(left, `when four close their pages, the game master's screen counts the two left (${(await join(gm)).players})`);
    await h.tap(gm, 'join-back');

    // Every rule system: what crossed the channel hides what the players may not know.
    const systems = ['highest-first', 'initiative-rounds', 'countdown', 'action-dice', 'segments', 'alternating-factions'];
    for (const key of systems) {
      await h.tap(gm, 'to-library');
      await h.tap(gm, `sample-${key}`);
      const fight = await h.state(gm);
      const npc = fight.combatants.find((c) => !c.is_player);
      const pcOf = fight.combatants.find((c) => c.is_player) || fight.combatants[0];
      h.check(await gm.evaluate((a) => window.roundkeeper.dispatch(a), { type: 'SetHidden', id: npc.id, hidden: true }) === '', `${key}: an NPC is hidden`);
      await gm.evaluate((a) => window.roundkeeper.dispatch(a), { type: 'SetNotes', id: pcOf.id, notes: 'SECRET-NOTE the traitor' });
      await h.settle(gm);
      const shown = fight.combatants.filter((c) => c.id !== npc.id).map((c) => c.id).sort().join(',');
      const arrived = await players[1].waitForFunction((w) => window.roundkeeper.state().encounter.combatants.map((c) => c.id).sort().join(',') === w,
        shown, { timeout: 10000 }).then(() => true, () => false);
      h.check(arrived, `${key}: the player's page follows the game master to this fight`);
      const sent = JSON.parse(await gm.evaluate(() => window.roundkeeper.joinSent()));
      const decoded = await gm.evaluate((f) => window.roundkeeper.decodeView(f), sent.view);
      const e = decoded.encounter;
      h.check(!!e && e.ruleset === fight.ruleset, `${key}: what was sent decodes as a players' view of this fight (${decoded.refused || e.ruleset})`);
      if (!e) continue;
      const text = JSON.stringify(e);
      h.check(!e.combatants.some((c) => c.id === npc.id) && !text.includes(npc.name + '"'), `${key}: the hidden ${npc.name} did not cross the channel`);
      h.check(!text.includes('SECRET-NOTE'), `${key}: the game master's notes did not cross it`);
      h.check(e.combatants.filter((c) => !c.is_player).every((c) => c.hp === null), `${key}: nor any NPC's hit points`);
    }
    await h.screenshot(players[1], 'join-player-last-system');

    // Where the browser cannot: no WebRTC, or the camera not allowed. The game master's screen
    // says so in plain words and offers the players' link instead.
    const cannot = async (name, init, after) => {
      const page = await playersPhone.context.newPage();
      await h.ifSupported(`a page whose browser ${name}`, async () => {
        await page.addInitScript(init);
        await page.goto(site.url);
        await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
        await h.settle(page);
        if (!(await screen(page)).startsWith('library')) await h.tap(page, 'to-library');   // the last case's fight
        await h.tap(page, 'sample-highest-first');
        await openJoinScreen(page);
        if (after) await after(page);
        await page.waitForFunction(() => window.roundkeeper.join().problem, null, { timeout: 10000 }).catch(() => {});
        await h.settle(page);
        const said = (await join(page)).problem;
        h.check(said.length > 0 && !!(await page.evaluate(() => window.roundkeeper.widget('join-link-instead'))),
          `where the browser ${name}, the join screen says so and offers the players' link ("${said}")`);
        await h.screenshot(page, `join-cannot-${name.split(' ')[0]}`);
        await h.tap(page, 'join-link-instead');
        h.check((await screen(page)).startsWith('share'), 'and that button opens the players\' link to share');
      });
      await page.close();
    };
    await cannot('has no WebRTC', () => { delete window.RTCPeerConnection; });
    await cannot('allows no camera', () => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    }, (page) => h.tap(page, 'join-scan'));

    // The game master's page closes: the players' pages say they are no longer live, and how old
    // their fight is.
    await gm.close();
    const lost = await players[1].waitForFunction(() => /^tracker:read-only:gone/.test(window.roundkeeper.screen()), null, { timeout: 40000 })
      .then(() => true, () => false);
    h.check(lost, `a player's page says it is no longer live when the game master's page closes (${await screen(players[1])})`);
    // Its "last update N s ago" moves on by itself while it is lost (a frame each second).
    const framesThen = await players[1].evaluate(() => window.roundkeeper.frames());
    const ticks = await players[1].waitForFunction((n) => window.roundkeeper.frames() >= n + 2, framesThen, { timeout: 5000 })
      .then(() => true, () => false);
    h.check(ticks, "a lost player's page redraws its \"last update N s ago\" as the seconds pass");
    await h.screenshot(players[1], 'join-player-lost');
    for (const p of players) {
      const errs = await h.errors(p);
      h.check(errs.length === 0, `${p.rkName}: no script errors${errs.length ? ': ' + errs.join(' | ') : ''}`);
    }
  } finally {
    await gmPhone.close();
    await playersPhone.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
