import { spawn } from 'node:child_process';

const STDERR_TAIL_CHARS = 4000;

export interface ProcessOptions {
  timeoutMs: number;
  /** Called with each complete stdout line (e.g. ffmpeg's `-progress pipe:1` key=value pairs). */
  onStdoutLine?: (line: string) => void;
}

export interface ProcessResult {
  stdout: string;
}

/** A child process that exited non-zero or ran out of time; `stderrTail` says why. */
export class ProcessFailure extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`${command} exited with ${exitCode ?? 'a timeout'}: ${stderrTail.slice(-500)}`);
    this.name = ProcessFailure.name;
  }
}

/**
 * Runs a binary with an argument array (never a shell), stdin closed. Resolves with stdout on exit
 * code 0; rejects with ProcessFailure otherwise, or with the spawn error when it cannot start.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: ProcessOptions,
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let stdout = '';
    let pendingLine = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!options.onStdoutLine) {
        stdout += chunk;
        return;
      }
      const lines = (pendingLine + chunk).split('\n');
      pendingLine = lines.pop() ?? '';
      lines.forEach((line) => options.onStdoutLine?.(line.trim()));
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && !timedOut) {
        resolve({ stdout });
      } else {
        reject(new ProcessFailure(command, timedOut ? null : code, stderr));
      }
    });
  });
}
