#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) twin beside every text file of the build, once, at the
// highest levels: the server sends them as they are (@fastify/static preCompressed), so no
// request pays for compression and phones get the smallest files.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url)));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below about one TCP packet, compression saves nothing worth a second file.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // server/ is the build the server draws pages with (decision 031): never sent to a browser.
    if (entry.isDirectory()) {
      if (full !== path.join(dist, "server")) yield* files(full);
    } else yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  // A twin that is not smaller would only cost a stat and a read.
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  before += content.length;
  after += br.length;
}
console.log(`precompressed ${Math.round(before / 1024)} KiB of text into ${Math.round(after / 1024)} KiB of brotli`);
