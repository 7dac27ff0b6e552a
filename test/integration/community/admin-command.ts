import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const built = resolve(__dirname, '../../../dist/server/src');
/** What `npm run admin` runs, and the same commands through the app's own entry point. */
const ENTRIES = {
  admin: [resolve(built, 'admin.js')],
  main: [resolve(built, 'main.js'), '--admin'],
};

export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <args>` as the built app runs it, on DATABASE_URL or on DATA_DIR's embedded cluster. */
export function runAdmin(
  args: string[],
  databaseUrl: string | null,
  env: Record<string, string> = {},
  entry: keyof typeof ENTRIES = 'admin',
): Promise<AdminRun> {
  const base: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...ENTRIES[entry], ...args], {
      env: { ...base, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}
