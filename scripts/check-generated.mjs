// Fails when the committed schema.graphql or client/src/gql differ from what the code emits.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'mixel-generated-'));
const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
const problems = [];

try {
  run('npm', ['run', '--silent', 'build:server']);
  run('node', ['dist/server/src/main.js', `--emit-schema=${join(tmp, 'schema.graphql')}`]);
  if (
    readFileSync(join(tmp, 'schema.graphql'), 'utf8') !== readFileSync('schema.graphql', 'utf8')
  ) {
    problems.push('schema.graphql is stale: run `npm run schema:emit`');
  }
  const out = join(tmp, 'gql');
  run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { CODEGEN_OUT: `${out}/` });
  const committed = readdirSync('client/src/gql').sort();
  const emitted = readdirSync(out).sort();
  const stale =
    committed.join() !== emitted.join() ||
    emitted.some(
      (f) => readFileSync(join(out, f), 'utf8') !== readFileSync(join('client/src/gql', f), 'utf8'),
    );
  if (stale) {
    problems.push('client/src/gql is stale: run `npm run codegen`');
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('schema.graphql and client/src/gql are up to date');
