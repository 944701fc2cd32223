import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, posix } from 'node:path';

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

/** What the lock file holds: the owner's PID and when that process started (its identity, PID reuse aside). */
export interface LockOwner {
  pid: number;
  /** The start time of the process, as `processStartTime` reads it; absent when the system cannot tell. */
  started?: string;
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

/**
 * When a process started, as an opaque string that differs between two processes given the same PID; undefined when
 * the process does not exist or the system cannot tell. Linux: the boot id and /proc/<pid>/stat field 22 (start time
 * in clock ticks since boot). Elsewhere (macOS, BSD): `ps -o lstart=` (to the second, enough: a PID is not reused
 * within a second of its process ending).
 */
export function processStartTime(pid: number): string | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Field 2 (the command name) may hold spaces and parentheses: count from the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const startTicks = fields[22 - 3];
      if (!startTicks || !/^\d+$/.test(startTicks)) return undefined;
      let boot = '';
      try {
        boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      } catch {
        // No boot id (unusual): the start time alone still tells two processes apart within one boot.
      }
      return `${boot}:${startTicks}`;
    } catch {
      return undefined;
    }
  }
  if (process.platform === 'win32') return undefined;
  return ps(pid, 'lstart=');
}

/** How a process was started: its arguments (argv[0] first) and, when the system lets us read it, its folder. */
export interface ProcessCommand {
  argv: string[];
  cwd?: string;
}

/**
 * The command line of a process; undefined when the process does not exist or we may not read it. Linux:
 * /proc/<pid>/cmdline (NUL-separated, exact) and the /proc/<pid>/cwd link (readable for our own user's processes).
 * Elsewhere (macOS, BSD): `ps`, without the folder; the arguments split on spaces (a path with spaces comes apart,
 * but its end, which is what `mayBeStellaraServer` looks at, survives). Windows: undefined.
 */
export function processCommand(pid: number, platform: NodeJS.Platform = process.platform): ProcessCommand | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (platform === 'linux') {
    let raw: string;
    try {
      raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return undefined;
    }
    const argv = raw.split('\0');
    if (argv.at(-1) === '') argv.pop();
    try {
      return { argv, cwd: readlinkSync(`/proc/${pid}/cwd`) };
    } catch {
      return { argv };
    }
  }
  if (platform === 'win32') return undefined;
  // The program apart (`comm`: its path or name, spaces kept), since `args` cannot tell a space in a path from one
  // between arguments; the arguments after the first are what is matched, by their ends.
  const program = ps(pid, 'comm=');
  const args = ps(pid, 'args=');
  if (program === undefined || args === undefined) return undefined;
  return { argv: [program, ...args.split(/\s+/).slice(1)] };
}

/** One field of `ps -o` for a process (macOS, BSD); undefined when it does not exist or ps fails. */
function ps(pid: number, field: string): string | undefined {
  try {
    const out = execFileSync('ps', ['-o', field, '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

// Stellara runs as Node on a file of the server package: dist/main.js (npm start, the container, the systemd unit),
// src/main.ts or src/accounts/admin-create.cli.ts through tsx (development, npm run admin:create), a bench bundle in
// .bench-dist. The whole checkout is deployed, so the path always holds packages/server/.
const STELLARA_FILE = /(?:^|\/)packages\/server\/(?:dist|src|\.bench-dist)\/.+\.[cm]?[jt]s$/;
// A relative path whose folder we cannot read (another user's process, or ps) may sit under packages/server: the
// entries' own names are enough to count it.
const STELLARA_ENTRY_NAME = /(?:^|\/)(?:main\.[cm]?[jt]s|admin-create\.cli\.ts|\.bench-dist\/.+\.[cm]?[jt]s)$/;
const NODE_EXECUTABLE = /^node(?:js)?[\d.]*$/;
const programName = (path: string) =>
  posix
    .basename(path.replaceAll('\\', '/'))
    .toLowerCase()
    .replace(/\.exe$/, '');

/**
 * Whether a command line may be a Stellara server (or the admin tool, which takes the same lock): Node running a file
 * of the server package. Errs towards yes: a relative path whose folder is unknown counts when it names one of the
 * entries. No: another program (a shell, a database, `sleep`), Node running anything else, an empty command line (a
 * kernel thread, or a process that has exited and not been reaped).
 */
export function mayBeStellaraServer({ argv, cwd }: ProcessCommand): boolean {
  const [executable, ...args] = argv.map((arg) => arg.replaceAll('\\', '/'));
  if (!executable) return false;
  const name = programName(executable);
  if (!NODE_EXECUTABLE.test(name) && name !== programName(process.execPath)) return false;
  return args.some((arg) => {
    const path = arg.replace(/^file:\/\//, '');
    if (STELLARA_FILE.test(path)) return true;
    const absolute = path.startsWith('/') || /^[a-z]:\//i.test(path);
    if (absolute || path.startsWith('-')) return false;
    return cwd ? STELLARA_FILE.test(posix.join(cwd.replaceAll('\\', '/'), path)) : STELLARA_ENTRY_NAME.test(path);
  });
}

/** Reads a lock file: `{ pid, started }` JSON, or a bare PID as written by earlier versions. */
export function parseLockOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const data = JSON.parse(trimmed) as { pid?: unknown; started?: unknown };
    if (!Number.isInteger(data.pid) || (data.pid as number) <= 0) return null;
    return {
      pid: data.pid as number,
      ...(typeof data.started === 'string' && data.started ? { started: data.started } : {}),
    };
  } catch {
    return null;
  }
}

/** Our own identity as written into the lock file. */
export function currentLockOwner(): LockOwner {
  const started = processStartTime(process.pid);
  return { pid: process.pid, ...(started ? { started } : {}) };
}

export interface LockProbe {
  isAlive(pid: number): boolean;
  startTime(pid: number): string | undefined;
  command(pid: number): ProcessCommand | undefined;
}

const systemProbe: LockProbe = { isAlive, startTime: processStartTime, command: (pid) => processCommand(pid) };

/**
 * Whether the process a lock file names still holds it. A PID that is no longer running is stale; so is a PID that
 * runs but started at another time than the owner recorded (the PID was reused by an unrelated process, e.g. after a
 * crash or a reboot). Without start times to compare (a bare-PID file from an earlier version, or a system that
 * cannot tell), a live PID holds the lock only if it may be a Stellara server: any other program given that PID
 * would otherwise block start-up for as long as it runs. When its command line cannot be read either, the live PID
 * is taken to be the owner: refusing is the safe side of "one server per data folder".
 */
export function ownerStillHolds(owner: LockOwner, probe: LockProbe = systemProbe): boolean {
  if (!probe.isAlive(owner.pid)) return false;
  const now = owner.started ? probe.startTime(owner.pid) : undefined;
  if (now !== undefined) return now === owner.started;
  const command = probe.command(owner.pid);
  if (command === undefined) return probe.isAlive(owner.pid);
  return mayBeStellaraServer(command);
}

// Folders this process holds: a second server inside the same process must be refused too.
const heldHere = new Set<string>();

/**
 * PGlite has no cross-process lock, and two processes on one folder silently lose writes.
 * An exclusive-create lock file holding our PID and start time refuses a second server; a stale file, left by a
 * crashed process (its PID no longer running, or now running another program), is taken over.
 */
export function acquireDataDirLock(dataDir: string, probe: LockProbe = systemProbe): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'stellara.lock');
  const me = currentLockOwner();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      createExclusive(lockPath, JSON.stringify(me));
      heldHere.add(lockPath);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(lockPath);
          // Only our own file: never one another process wrote after taking a folder we had left.
          const owner = readOwner(lockPath);
          if (owner === undefined || (owner && owner.pid === me.pid && owner.started === me.started)) {
            rmSync(lockPath, { force: true });
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readText(lockPath);
      if (text === undefined) continue; // removed meanwhile: try again
      const owner = parseLockOwner(text);
      if (owner) {
        const ours = owner.pid === me.pid;
        // Our PID in the file: held here (a second server in this process), or left by an earlier process that had
        // our PID (a container restarted: PID 1 again) and so is gone.
        if (ours ? heldHere.has(lockPath) : ownerStillHolds(owner, probe)) {
          throw new DataDirInUseError(dataDir, owner.pid);
        }
      }
      // Stale (or unreadable): removed, unless another process replaced it meanwhile.
      if (readText(lockPath) === text) rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file in ${dataDir}`);
}

/**
 * Creates `path` holding `text`, failing with EEXIST when it exists. The file appears with its content (written
 * aside, then hard-linked into place), so another process never reads a half-written lock and takes it for stale.
 * A file system without hard links gets an exclusive create instead.
 */
function createExclusive(path: string, text: string): void {
  const aside = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(aside, text, { flag: 'wx' });
  try {
    linkSync(aside, path);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || !['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(code ?? '')) throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  const fd = openSync(path, 'wx');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The owner in a lock file; undefined when there is no file, null when it cannot be read as one. */
function readOwner(path: string): LockOwner | null | undefined {
  const text = readText(path);
  return text === undefined ? undefined : parseLockOwner(text);
}
