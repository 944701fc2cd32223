import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Stellara server (process ${pid}) is already using the data folder ${dataDir}. ` +
        'The embedded database allows one server per data folder: stop the other one, or start this one ' +
        'with a different DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Folders this process holds: a second server inside the same process must be refused too.
const heldHere = new Set<string>();

/**
 * PGlite has no cross-process lock, and two processes on one folder silently lose writes.
 * An exclusive-create lock file holding our PID refuses a second server; a stale file left by a
 * crashed process (its PID no longer running) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'stellara.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(lockPath);
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      const ours = pid === process.pid;
      if ((ours && heldHere.has(lockPath)) || (!ours && Number.isInteger(pid) && pid > 0 && isAlive(pid))) {
        throw new DataDirInUseError(dataDir, pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file in ${dataDir}`);
}
