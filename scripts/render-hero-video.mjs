// Renders the landing page's hero video from our own artwork: the hero poster (a thali seen from above) with
// steam rising from the bowls, drawn frame by frame on a canvas in headless Chromium, then encoded with ffmpeg
// as WebM (VP9) and MP4 (H.264). The loop is seamless: every moving part is periodic over the clip.
//
//   node scripts/render-hero-video.mjs      (needs Chromium and ffmpeg: apt-get install -y chromium ffmpeg)
//
// Output, committed: customer-web/public/hero/hero.webm and hero.mp4. A kitchen with its own film replaces those
// two files instead (customer-web/README.md says how).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = join(import.meta.dirname, '..', 'customer-web', 'public');
const outDir = join(publicDir, 'hero');
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 6;
const FRAMES = FPS * SECONDS;

// The poster's static steam marks would sit under the moving steam; the film draws its own.
const poster = readFileSync(join(publicDir, 'hero-poster.svg'), 'utf8').replace(/<g opacity="0.35" stroke="#fff"[\s\S]*?<\/g>/, '');

// Where steam rises from, in the poster's 1600×900 coordinates: the dal, makhani and palak bowls and the rice.
const SOURCES = [
  { x: 960, y: 250, width: 60, height: 260 },
  { x: 1180, y: 205, width: 60, height: 230 },
  { x: 1345, y: 350, width: 55, height: 240 },
  { x: 1030, y: 500, width: 90, height: 300 },
];

const page = `<!doctype html><html><body style="margin:0;background:#1c0e07">
<div style="position:relative;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden">
  <img src="data:image/svg+xml;base64,${Buffer.from(poster).toString('base64')}" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">
  <canvas id="steam" width="${WIDTH}" height="${HEIGHT}" style="position:absolute;inset:0"></canvas>
</div></body></html>`;

/** Runs in the page: draws the steam at loop time t in [0, 1). */
function drawSteam({ t, sources, scale }) {
  const canvas = document.getElementById('steam');
  const context = canvas.getContext('2d');
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.filter = 'blur(7px)';
  context.lineCap = 'round';
  const wispsPerSource = 4;
  sources.forEach((source, sourceIndex) => {
    for (let wisp = 0; wisp < wispsPerSource; wisp += 1) {
      // Each wisp rises once per loop, staggered, so one is always starting while another fades out at the top.
      const progress = (t + wisp / wispsPerSource + sourceIndex * 0.13) % 1;
      const fade = Math.sin(Math.PI * progress) ** 1.6;
      const sway = (sourceIndex + wisp) % 2 === 0 ? 1 : -1;
      context.beginPath();
      for (let step = 0; step <= 24; step += 1) {
        const along = step / 24;
        const height = (progress * 0.55 + along * 0.45) * source.height;
        const wave = Math.sin(2 * Math.PI * (along * 1.5 + progress * 2 + t) + wisp) * source.width * 0.35 * (0.4 + along);
        const x = (source.x + (wisp - 1.5) * source.width * 0.22 + sway * wave) * scale;
        const y = (source.y - height) * scale;
        if (step === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      }
      context.strokeStyle = `rgba(255, 250, 240, ${0.28 * fade})`;
      context.lineWidth = (16 + 10 * progress) * scale;
      context.stroke();
    }
  });
}

const frames = mkdtempSync(join(tmpdir(), 'hero-frames-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await tab.setContent(page, { waitUntil: 'load' });
  for (let frame = 0; frame < FRAMES; frame += 1) {
    await tab.evaluate(drawSteam, { t: frame / FRAMES, sources: SOURCES, scale: WIDTH / 1600 });
    await tab.screenshot({ path: join(frames, `frame-${String(frame).padStart(4, '0')}.png`) });
  }
} finally {
  await browser.close();
}

mkdirSync(outDir, { recursive: true });
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, 'frame-%04d.png'), '-an'];
execFileSync('ffmpeg', [
  ...input,
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '42',
  '-row-mt',
  '1',
  '-pix_fmt',
  'yuv420p',
  join(outDir, 'hero.webm'),
]);
execFileSync('ffmpeg', [
  ...input,
  '-c:v',
  'libx264',
  '-preset',
  'slow',
  '-crf',
  '30',
  '-profile:v',
  'high',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  join(outDir, 'hero.mp4'),
]);
rmSync(frames, { recursive: true, force: true });

for (const file of ['hero.webm', 'hero.mp4']) {
  process.stdout.write(`${join('customer-web', 'public', 'hero', file)}: ${(statSync(join(outDir, file)).size / 1024).toFixed(0)} KB\n`);
}
