#!/usr/bin/env node
// Draws the app icons (public/icons/*.png) and the favicon (public/favicon.png) from one
// description of the product mark, with Node built-ins only. Run again after changing the mark:
//   node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The mark in a 36-unit square, as in src/ui/Logo.tsx: a tile, two open arcs and a centre dot.
const UNITS = 36;
const TILE = { radius: 9, color: [0x25, 0x63, 0xeb] };
const ARC_RADIUS = 7;
const STROKE = 3;
const CENTRE = 18;
const ARCS = [
  { from: [11, 18], to: [23, 13.1], color: [0xff, 0xff, 0xff] },
  { from: [25, 18], to: [13, 22.9], color: [0xbf, 0xdb, 0xfe] },
];
const DOT = { radius: 2.5, color: [0xff, 0xff, 0xff] };

const TAU = Math.PI * 2;
const angleOf = (x, y) => (Math.atan2(y - CENTRE, x - CENTRE) + TAU) % TAU;

/** Distance from (x, y) to an arc drawn clockwise (on screen) from `from` to `to`, round caps. */
function arcDistance(arc, x, y) {
  const start = angleOf(...arc.from);
  const sweep = (angleOf(...arc.to) - start + TAU) % TAU;
  if ((angleOf(x, y) - start + TAU) % TAU <= sweep) {
    return Math.abs(Math.hypot(x - CENTRE, y - CENTRE) - ARC_RADIUS);
  }
  return Math.min(Math.hypot(x - arc.from[0], y - arc.from[1]), Math.hypot(x - arc.to[0], y - arc.to[1]));
}

function insideRoundedTile(x, y, radius) {
  const half = UNITS / 2;
  const qx = Math.abs(x - half) - (half - radius);
  const qy = Math.abs(y - half) - (half - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius <= 0;
}

/** The colour at a point of the mark (units), or null where it is transparent. */
function sample(x, y, fullBleed) {
  if (!fullBleed && !insideRoundedTile(x, y, TILE.radius)) return null;
  if (fullBleed && (x < 0 || y < 0 || x > UNITS || y > UNITS)) return TILE.color;
  let color = TILE.color;
  for (const arc of ARCS) if (arcDistance(arc, x, y) <= STROKE / 2) color = arc.color;
  if (Math.hypot(x - CENTRE, y - CENTRE) <= DOT.radius) color = DOT.color;
  return color;
}

/**
 * RGBA pixels of one icon, 4x4 supersampled for smooth edges. A maskable icon fills the whole
 * square with the tile colour and keeps the mark inside the central safe zone (radius 40 %).
 */
function render(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  const grid = 4;
  // Maskable: the launcher may crop to a circle of 80 % of the width, so the mark is scaled to
  // 0.8 and the square behind it is filled edge to edge.
  const scale = maskable ? 0.8 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const u = ((px + (sx + 0.5) / grid) / size - 0.5) / scale + 0.5;
          const v = ((py + (sy + 0.5) / grid) / size - 0.5) / scale + 0.5;
          const color = sample(u * UNITS, v * UNITS, maskable);
          if (!color) continue;
          r += color[0]; g += color[1]; b += color[2]; a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (a > 0) {
        pixels[offset] = Math.round(r / a);
        pixels[offset + 1] = Math.round(g / a);
        pixels[offset + 2] = Math.round(b / a);
      }
      pixels[offset + 3] = Math.round((a / (grid * grid)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A minimal PNG: 8-bit RGBA, no interlace, filter 0 on every row. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The favicon is a PNG, not an SVG: Chrome draws an SVG favicon by building a whole page for it
// on the portal's main thread (15-150 ms, just after the first screen shows); a PNG only decodes.
const icons = [
  { file: 'public/favicon.png', size: 48, maskable: false },
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/icon-maskable-512.png', size: 512, maskable: true },
];

mkdirSync(join(root, 'public/icons'), { recursive: true });
for (const icon of icons) {
  writeFileSync(join(root, icon.file), encodePng(icon.size, render(icon.size, icon)));
  console.log(`wrote ${icon.file}`);
}
