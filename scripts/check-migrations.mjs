// Migrations are never edited after they land: each file's SHA-256 is recorded in
// migrations/checksums.json, and a changed, removed or unrecorded migration fails `npm test`.
// `node scripts/check-migrations.mjs --record` records new files; it never rewrites a recorded one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'migrations';
const LIST = join(DIR, 'checksums.json');
const record = process.argv.includes('--record');

const sha = (file) =>
  createHash('sha256')
    .update(readFileSync(join(DIR, file), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');
const files = readdirSync(DIR)
  .filter((f) => /^\d+-[\w-]+\.ts$/.test(f))
  .sort();
const recorded = existsSync(LIST) ? JSON.parse(readFileSync(LIST, 'utf8')) : {};
const problems = [];

for (const [file, sum] of Object.entries(recorded)) {
  if (!files.includes(file)) {
    problems.push(`${file} was removed; a landed migration stays (write a new one that undoes it)`);
  } else if (sha(file) !== sum) {
    problems.push(`${file} was edited after it landed; revert it and write a new migration`);
  }
}
const unrecorded = files.filter((f) => !(f in recorded));
if (record) {
  for (const file of unrecorded) {
    recorded[file] = sha(file);
  }
  writeFileSync(LIST, `${JSON.stringify(recorded, null, 2)}\n`);
} else {
  for (const file of unrecorded) {
    problems.push(`${file} is not recorded: run \`node scripts/check-migrations.mjs --record\``);
  }
}
if (problems.length > 0) {
  console.error(`Migrations:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
