import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The server file: `<DATA_DIR>.server.json` beside the PGlite directory, readable by its owner
 * only (0600). A running server writes its pid, address and admin token there, so the
 * operator's tools on the same machine can ask it to act (src/admin/revoke.ts).
 *
 * With PGlite it is also the directory's lock: one process at a time may open an embedded
 * database (a second one would not see the first one's writes, and could corrupt them), so the
 * server and the tools claim the file before they open the directory and remove it after.
 */
export interface ServerFileContent {
  pid: number;
  /** Where the server listens; absent while it starts, and for a tool holding the directory. */
  url?: string;
  adminToken?: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly holder: ServerFileContent,
    dataDir: string,
  ) {
    super(`${dataDir} is in use by process ${holder.pid}`);
    this.name = 'DataDirInUseError';
  }
}

const OWNER_ONLY = 0o600;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class ServerFile {
  readonly path: string;

  constructor(readonly dataDir: string) {
    this.path = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.server.json`);
  }

  /** The content of the file when a live process other than this one wrote it; null otherwise. */
  async readLive(): Promise<ServerFileContent | null> {
    let content: ServerFileContent;
    try {
      content = JSON.parse(await fs.readFile(this.path, 'utf8')) as ServerFileContent;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      // Half-written or unreadable garbage: treat it as left behind.
      if (error instanceof SyntaxError) return null;
      throw error;
    }
    if (!Number.isInteger(content.pid) || content.pid === process.pid) return null;
    return isAlive(content.pid) ? content : null;
  }

  /**
   * Takes the directory (PGlite): creates the file exclusively, replacing one left behind by a
   * process that is gone. Throws DataDirInUseError while a live process holds it.
   */
  async claim(): Promise<void> {
    await fs.mkdir(path.dirname(this.path), { recursive: true });
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await fs.writeFile(this.path, JSON.stringify({ pid: process.pid }), {
          flag: 'wx',
          mode: OWNER_ONLY,
        });
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = await this.readLive();
        if (holder) throw new DataDirInUseError(holder, this.dataDir);
        await fs.rm(this.path, { force: true });
      }
    }
    throw new Error(`Could not claim ${this.path}`);
  }

  /** Writes this process's address and admin token (atomically: readers never see half a file). */
  async publish(content: Omit<ServerFileContent, 'pid'>): Promise<void> {
    await fs.mkdir(path.dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    await fs.writeFile(temporary, JSON.stringify({ pid: process.pid, ...content }), {
      mode: OWNER_ONLY,
    });
    await fs.rename(temporary, this.path);
  }

  /** Removes the file if this process wrote it. */
  async release(): Promise<void> {
    try {
      const content = JSON.parse(await fs.readFile(this.path, 'utf8')) as ServerFileContent;
      if (content.pid === process.pid) await fs.rm(this.path, { force: true });
    } catch {
      // Gone already, or someone else's: nothing to release.
    }
  }
}
