// The run command's child processes: each in its own process group (so stopping one stops what
// it started too), its output relayed line by line with a [name] prefix.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** How long a supervised child stays down before it is started again. */
const RESTART_DELAY_MS = 500;

export class ProcessGroup {
  /** @param {(name: string, code: number | null) => void} onUnexpectedExit */
  constructor(onUnexpectedExit) {
    this.children = new Map();
    this.stopping = false;
    this.onUnexpectedExit = onUnexpectedExit;
  }

  /**
   * Starts `command args` in its own process group. `quiet` drops relayed lines that match it
   * (tool chatter the run command reports better itself). With `restart`, a child that ends while
   * the group is not stopping is started again (a supervisor's job: a killed server comes back),
   * and `onStart(pid)` hears of each start.
   */
  start(name, command, args, { cwd, env, quiet, restart = false, onStart } = {}) {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl+C reaches only the run command, which stops children in
      // order (the Auth emulator must get exactly one signal to save its accounts).
      detached: true,
    });
    onStart?.(child.pid);
    const relay = (stream, out) => {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines)
          if (line.trim() && !quiet?.test(line)) out.write(`[${name}] ${line}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    const exited = new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(`[${name}] could not start: ${error.message}`);
        resolve(1);
      });
      child.on('exit', (code, signal) => resolve(code ?? signal));
    });
    exited.then((code) => {
      if (this.children.get(name)?.child === child) this.children.delete(name);
      if (this.stopping) return;
      if (restart) {
        console.error(`[${name}] exited (${code}); starting it again`);
        setTimeout(() => {
          if (!this.stopping)
            this.start(name, command, args, { cwd, env, quiet, restart, onStart });
        }, RESTART_DELAY_MS);
        return;
      }
      if (code !== 0) this.onUnexpectedExit(name, code);
    });
    this.children.set(name, { child, exited });
    return { pid: child.pid, exited };
  }

  /** Runs a command to its end; rejects when it fails. */
  async run(name, command, args, options) {
    const code = await this.start(name, command, args, options).exited;
    if (code !== 0) throw new Error(`${name} failed (exit code ${code})`);
  }

  pids() {
    return Object.fromEntries([...this.children].map(([name, { child }]) => [name, child.pid]));
  }

  /**
   * SIGTERM to every group, then SIGKILL to what is left after `graceMs`; `onStopped(name)` as
   * each one ends.
   */
  async stop(graceMs, onStopped = () => {}) {
    this.stopping = true;
    const running = [...this.children.entries()].map(([name, entry]) => ({
      ...entry,
      exited: entry.exited.then(() => onStopped(name)),
    }));
    for (const { child } of running) signalGroup(child.pid, 'SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout').unref());
    const outcome = await Promise.race([Promise.all(running.map((c) => c.exited)), timeout]);
    if (outcome === 'timeout') this.kill();
    return outcome !== 'timeout';
  }

  /** SIGKILL to every group, now. */
  kill() {
    this.stopping = true;
    for (const { child } of this.children.values()) signalGroup(child.pid, 'SIGKILL');
  }
}

export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A killed process its parent has not reaped yet (a zombie) still answers signal 0.
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

/** The command line of a live process (Linux), or null when it cannot be read. */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}
