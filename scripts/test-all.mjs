// `npm test`: every phase in order, stopping at the first that fails, then each phase's time.
import { spawnSync } from 'node:child_process';

const phases = [
  'typecheck',
  'lint',
  'schema:check',
  'migrations:check',
  'test:unit',
  'test:int',
  'test:e2e',
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed = null;
for (const phase of phases) {
  const started = process.hrtime.bigint();
  const { status, signal } = spawnSync(npm, ['run', phase], { stdio: 'inherit' });
  times.push([phase, Number(process.hrtime.bigint() - started) / 1e9]);
  if (status !== 0) {
    failed = { phase, status: status ?? 1, signal };
    break;
  }
}
const total = times.reduce((sum, [, s]) => sum + s, 0);
const fmt = (s) => `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`;
console.log('\nnpm test phases:');
for (const [phase, s] of times) {
  console.log(`  ${phase.padEnd(17)} ${fmt(s)}`);
}
console.log(`  ${'total'.padEnd(17)} ${fmt(total)}`);
if (failed) {
  console.log(`\n${failed.phase} failed${failed.signal ? ` (${failed.signal})` : ''}`);
  process.exit(failed.status);
}
