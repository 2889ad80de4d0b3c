import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_API_PORT, E2E_AUTH_PORT, E2E_STACK_MAIL_PORT } from './env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const READY_LINE = 'Byline is running at';

/**
 * The whole product started as `npm start` starts it (scripts/dev.mjs), on the end-to-end ports,
 * with its state in `stackDir`: started, stopped and killed at will, state kept in between.
 * `env` moves it or configures it (another address and port for a second site, for example).
 */
export class Stack {
  private process: ChildProcess | null = null;
  private output: string[] = [];

  constructor(
    readonly stackDir: string,
    private readonly env: Record<string, string> = {},
  ) {}

  /** Starts the stack and resolves once it says it is running (first page served, emulator ready). */
  async start(): Promise<void> {
    this.output = [];
    const child = spawn(process.execPath, ['scripts/dev.mjs', '--no-install'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(E2E_API_PORT),
        AUTH_EMULATOR_PORT: String(E2E_AUTH_PORT),
        DATA_DIR: path.join(this.stackDir, 'pglite'),
        MEDIA_DIR: path.join(this.stackDir, 'media'),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        this.output.push(chunk.toString());
        if (chunk.toString().includes(READY_LINE)) resolve();
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      child.once('exit', (code) =>
        reject(new Error(`The stack exited (${code}) before it was running:\n${this.log()}`)),
      );
    });
  }

  /** What the run command printed, for a failing test's message. */
  log(): string {
    return this.output.join('').split('\n').slice(-60).join('\n');
  }

  /** Stops it as Ctrl+C or Playwright's webServer shutdown does: SIGTERM, then wait for the end. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.process = null;
  }

  /**
   * Kills every process of the stack at once with SIGKILL, as a crash or an OOM kill would:
   * nothing gets to save anything on the way out.
   */
  async killEverything(): Promise<void> {
    const child = this.process;
    if (!child) return;
    const { children } = JSON.parse(
      readFileSync(path.join(this.stackDir, '.stack.json'), 'utf8'),
    ) as { children: Record<string, number> };
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Each child leads its own process group (the emulator, tsx and the server under it).
    const groups = Object.values(children);
    for (const pid of groups) process.kill(-pid, 'SIGKILL');
    child.kill('SIGKILL');
    await exited;
    this.process = null;
    // A killed process holds its ports until the kernel has finished with it, which may come
    // after the run command's own exit: the next start would find its ports in use.
    await Promise.all(
      [E2E_API_PORT, E2E_AUTH_PORT, E2E_STACK_MAIL_PORT].map((port) => waitUntilFree(port)),
    );
  }
}

/** Resolves once `port` on 127.0.0.1 can be listened on again (10 s at most). */
async function waitUntilFree(port: number): Promise<void> {
  const free = () =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  const deadline = Date.now() + 10_000;
  while (!(await free()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
