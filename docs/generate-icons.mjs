// Draws the extension's icon (a white check mark on a blue rounded square) as
// PNGs in public/icon/<size>.png, which WXT adds to the manifest.
// Only Node built-ins: `node docs/generate-icons.mjs`.
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { writeFileSync } from 'node:fs';
import { URL } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 128];
const SAMPLES = 4; // per axis, for anti-aliasing

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

// Shapes in a unit square: is (x, y) inside?
const inRoundedSquare = (x, y, r = 0.22, m = 0.04) => {
  const cx = Math.min(Math.max(x, m + r), 1 - m - r);
  const cy = Math.min(Math.max(y, m + r), 1 - m - r);
  return x >= m && x <= 1 - m && y >= m && y <= 1 - m && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const distToSegment = (px, py, [ax, ay], [bx, by]) => {
  const t = Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
};
const CHECK = [
  [0.27, 0.52],
  [0.43, 0.68],
  [0.74, 0.34],
];
const inCheck = (x, y, width) => distToSegment(x, y, CHECK[0], CHECK[1]) <= width / 2 || distToSegment(x, y, CHECK[1], CHECK[2]) <= width / 2;

function draw(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const stroke = size <= 16 ? 0.17 : 0.13; // thicker at small sizes so it stays legible
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (inRoundedSquare(x, y)) {
            bg += 1;
            if (inCheck(x, y, stroke)) mark += 1;
          }
        }
      }
      const n = SAMPLES * SAMPLES;
      const t = py / size; // vertical gradient #3d7bf5 → #2456c9
      const blue = [0x3d + (0x24 - 0x3d) * t, 0x7b + (0x56 - 0x7b) * t, 0xf5 + (0xc9 - 0xf5) * t];
      const white = mark / Math.max(bg, 1);
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round(blue[c] * (1 - white) + 255 * white);
      pixels[i + 3] = Math.round((bg / n) * 255);
    }
  }
  return png(size, pixels);
}

for (const size of SIZES) writeFileSync(new URL(`../public/icon/${size}.png`, import.meta.url), draw(size));
console.log(`Wrote public/icon/{${SIZES.join(',')}}.png`);
