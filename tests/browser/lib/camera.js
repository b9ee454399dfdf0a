// What a phone's camera would film: a QR code the app drew on another page, cut from that page's
// screenshot and written as the one frame of a Y4M video (the format Chromium's fake camera
// plays, --use-file-for-fake-video-capture). The browser opens the file each time a page starts
// the camera, so a test films a new code by writing the file before the tap on "Scan".
'use strict';
const fs = require('fs');
const { PNG } = require('pngjs');

const WIDTH = 640, HEIGHT = 480;   // a small camera's frame; the code sits in its middle

// A grey frame: the camera sees nothing yet.
function writeBlank(file) {
  fs.writeFileSync(file, frame(Buffer.alloc(WIDTH * HEIGHT, 128)));
}

function frame(luma) {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);   // no colour
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]);
}

// Films the widget `tag` of `page` (its rectangle, from the test hook) into `file`.
async function film(page, tag, file) {
  const r = await page.evaluate((t) => window.roundkeeper.widget(t), tag);
  if (!r) throw new Error(`nothing to film: "${tag}" is not drawn`);
  const png = PNG.sync.read(await page.screenshot({ clip: { x: r.x, y: r.y, width: r.w, height: r.h }, scale: 'css' }));
  const scale = Math.min(1, (WIDTH - 40) / png.width, (HEIGHT - 40) / png.height);
  const w = Math.floor(png.width * scale), h = Math.floor(png.height * scale);
  const x0 = Math.floor((WIDTH - w) / 2), y0 = Math.floor((HEIGHT - h) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 200);   // a light table around the phone
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (Math.floor(y / scale) * png.width + Math.floor(x / scale)) * 4;
      luma[(y0 + y) * WIDTH + x0 + x] = Math.round(0.299 * png.data[i] + 0.587 * png.data[i + 1] + 0.114 * png.data[i + 2]);
    }
  }
  fs.writeFileSync(file, frame(luma));
}

module.exports = { writeBlank, film };
