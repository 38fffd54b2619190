/**
 * After `vite build`: writes .br (quality 11) and .gz (level 9) beside every compressible file of
 * the client build, so the server sends the smallest form without compressing on each request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.env.PUUR_DIST ?? 'dist', 'client');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest|wasm)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') walk(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const raw = fs.readFileSync(full);
    if (raw.length < 1024) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    fs.writeFileSync(`${full}.br`, br);
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(raw, { level: 9 }));
    files++;
    before += raw.length;
    after += br.length;
  }
}

walk(dist);
console.log(
  `Precompressed ${files} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`,
);
