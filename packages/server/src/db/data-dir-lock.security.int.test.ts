import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  currentLockOwner,
  DataDirInUseError,
  type LockProbe,
  mayBeStellaraServer,
  ownerStillHolds,
  parseLockOwner,
  processCommand,
  processStartTime,
} from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-lock-'));
  dirs.push(dir);
  return dir;
}
const lockFile = (dir: string) => join(dir, 'stellara.lock');
const ownerIn = (dir: string) => parseLockOwner(readFileSync(lockFile(dir), 'utf8'));

/** A second live process: Node running something that is not Stellara (as a program given a reused PID would be). */
async function liveProcess(command = process.execPath, args = ['-e', 'setTimeout(() => {}, 60000)'], cwd?: string) {
  const child = spawn(command, args, cwd ? { cwd } : {});
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return child;
}

/**
 * A live process started as a Stellara server is (`node <checkout>/packages/server/dist/main.js`), from a checkout
 * laid out in a temporary folder whose main.js only waits; `relative`: `node dist/main.js` from packages/server.
 */
async function stellaraLikeProcess({ relative = false } = {}) {
  const serverDir = join(tempDir(), 'stellara', 'packages', 'server');
  mkdirSync(join(serverDir, 'dist'), { recursive: true });
  writeFileSync(join(serverDir, 'dist', 'main.js'), 'setTimeout(() => {}, 60000);\n');
  return relative
    ? liveProcess(process.execPath, ['--expose-gc', 'dist/main.js'], serverDir)
    : liveProcess(process.execPath, ['--expose-gc', join(serverDir, 'dist', 'main.js')]);
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second holder in the same process, and frees the folder on release', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    expect(ownerIn(dir)).toEqual(currentLockOwner());
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    first.release();
    expect(existsSync(join(dir, 'stellara.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds the folder, naming it and the way out', async () => {
    const dir = tempDir();
    // A real second process that holds the lock file, as a running server would.
    const holder = await stellaraLikeProcess();
    try {
      // The bare PID an earlier version wrote: a live Stellara server is taken to be the owner.
      writeFileSync(lockFile(dir), String(holder.pid));
      const attempt = () => acquireDataDirLock(dir);
      expect(attempt).toThrow(DataDirInUseError);
      expect(attempt).toThrow(
        `Another Stellara server (process ${holder.pid}) is already using the data folder ${dir}`,
      );
      expect(attempt).toThrow('different DATA_DIR');
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(join(dir, 'stellara.lock'), String(gone.pid));
    const lock = acquireDataDirLock(dir);
    expect(ownerIn(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  // A bare PID from an earlier version blocked start-up whenever any live process had that PID.
  it('takes over a bare-PID lock whose PID now runs another program, Node or not', async () => {
    for (const stranger of [
      await liveProcess(),
      await liveProcess('sleep', ['60']),
      await liveProcess(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', 'server.js'], tempDir()),
    ]) {
      const dir = tempDir();
      try {
        writeFileSync(lockFile(dir), String(stranger.pid));
        const lock = acquireDataDirLock(dir);
        expect(ownerIn(dir)).toEqual(currentLockOwner());
        lock.release();
      } finally {
        stranger.kill();
      }
    }
  });

  it.runIf(process.platform === 'linux')(
    'refuses a bare-PID lock whose PID is a Stellara server, started by path or from its folder',
    async () => {
      for (const relative of [false, true]) {
        const dir = tempDir();
        const server = await stellaraLikeProcess({ relative });
        try {
          writeFileSync(lockFile(dir), `${server.pid}\n`);
          expect(() => acquireDataDirLock(dir)).toThrow(`(process ${server.pid})`);
          expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${server.pid}\n`);
        } finally {
          server.kill();
        }
      }
    },
  );

  it('refuses while the recorded process, started when the file says, still runs', async () => {
    const dir = tempDir();
    const holder = await liveProcess();
    try {
      const started = processStartTime(holder.pid as number);
      writeFileSync(lockFile(dir), JSON.stringify({ pid: holder.pid, started }));
      expect(() => acquireDataDirLock(dir)).toThrow(`(process ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it.runIf(processStartTime(process.pid) !== undefined)(
    'takes over a lock whose PID now belongs to another live process (PID reuse)',
    async () => {
      const dir = tempDir();
      // The PID in the file runs, but it is not the process that wrote the file: it started at another time.
      const stranger = await liveProcess();
      try {
        writeFileSync(lockFile(dir), JSON.stringify({ pid: stranger.pid, started: 'another-boot:12345' }));
        const lock = acquireDataDirLock(dir);
        expect(ownerIn(dir)).toEqual(currentLockOwner());
        expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
        lock.release();
        expect(existsSync(lockFile(dir))).toBe(false);
      } finally {
        stranger.kill();
      }
    },
  );

  it('takes over a lock naming our own PID that this process does not hold (a restarted container)', () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: process.pid, started: 'before-the-restart' }));
    const lock = acquireDataDirLock(dir);
    expect(ownerIn(dir)).toEqual(currentLockOwner());
    lock.release();
  });

  it('takes over an unreadable lock file, and leaves alone a file another process wrote after it left', () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), 'not a lock');
    const lock = acquireDataDirLock(dir);
    const other = JSON.stringify({ pid: 999_999_999, started: 'x' });
    writeFileSync(lockFile(dir), other);
    lock.release();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(other);
  });
});

describe('who holds a lock', () => {
  const stellara = { argv: ['/usr/bin/node', '--expose-gc', '/opt/stellara/packages/server/dist/main.js'] };
  const stranger = { argv: ['/usr/sbin/cron', '-f'] };
  const probe = (
    alive: boolean,
    started: string | undefined,
    command: { argv: string[] } | undefined = stellara,
  ): LockProbe => ({
    isAlive: () => alive,
    startTime: () => started,
    command: () => command,
  });

  it('is the recorded process only while a process with that PID and that start time runs', () => {
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, 't1'))).toBe(true);
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, 't2'))).toBe(false); // PID reused
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(false, undefined))).toBe(false);
    // Start times decide, whatever runs: a Stellara server started at another time is not the owner.
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, 't2', stellara))).toBe(false);
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, 't1', stranger))).toBe(true);
  });

  it('without start times to compare, is a live PID only if it may be a Stellara server', () => {
    // A bare PID from an earlier version.
    expect(ownerStillHolds({ pid: 42 }, probe(true, 't1', stellara))).toBe(true);
    expect(ownerStillHolds({ pid: 42 }, probe(true, 't1', stranger))).toBe(false);
    expect(ownerStillHolds({ pid: 42 }, probe(false, undefined))).toBe(false);
    // A system that cannot tell start times.
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, undefined, stellara))).toBe(true);
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, undefined, stranger))).toBe(false);
  });

  it('takes a live PID for the owner when neither its start time nor its command line can be read', () => {
    expect(ownerStillHolds({ pid: 42 }, probe(true, undefined, undefined))).toBe(true);
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, undefined, undefined))).toBe(true);
  });

  it('reads the JSON lock file and the bare PID of earlier versions', () => {
    expect(parseLockOwner('{"pid":42,"started":"b:7"}')).toEqual({ pid: 42, started: 'b:7' });
    expect(parseLockOwner('42\n')).toEqual({ pid: 42 });
    expect(parseLockOwner('')).toBeNull();
    expect(parseLockOwner('{"pid":-1}')).toBeNull();
  });

  it.runIf(process.platform === 'linux')(
    'tells two processes apart by start time, and reads one the same twice',
    async () => {
      const mine = processStartTime(process.pid);
      expect(mine).toMatch(/:\d+$/);
      expect(processStartTime(process.pid)).toBe(mine);
      const child = await liveProcess();
      try {
        expect(processStartTime(child.pid as number)).not.toBe(mine);
      } finally {
        child.kill();
      }
      expect(processStartTime(999_999_999)).toBeUndefined();
    },
  );
});

describe('what a Stellara server looks like', () => {
  const yes = (argv: string[], cwd?: string) =>
    expect(mayBeStellaraServer({ argv, ...(cwd ? { cwd } : {}) })).toBe(true);
  const no = (argv: string[], cwd?: string) =>
    expect(mayBeStellaraServer({ argv, ...(cwd ? { cwd } : {}) })).toBe(false);

  it('is Node running the built server, the tsx entries or a bench bundle, however the path is written', () => {
    yes(['/usr/bin/node', '--expose-gc', '/opt/stellara/packages/server/dist/main.js']); // systemd unit
    yes(['node', '--expose-gc', 'packages/server/dist/main.js'], '/app'); // container
    yes(['node', '--expose-gc', '--max-semi-space-size=4', 'packages/server/dist/main.js']); // npm start, folder unknown
    yes(['node', 'dist/main.js'], '/home/ada/stellara/packages/server');
    yes(
      [
        '/home/ada/.nvm/versions/node/v22.13.0/bin/node',
        '--require',
        '/x/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///x/node_modules/tsx/dist/loader.mjs',
        'packages/server/src/main.ts',
      ],
      '/home/ada/stellara',
    );
    yes(['node', '--import', 'tsx', 'packages/server/src/accounts/admin-create.cli.ts', '--email', 'a@b.c']);
    yes(['node', '/w/stellara/packages/server/.bench-dist/current.mjs']);
    yes(['C:\\Program Files\\nodejs\\node.exe', 'C:\\stellara\\packages\\server\\dist\\main.js']);
    yes([process.execPath, 'packages/server/dist/main.js']);
  });

  it('counts a relative entry whose folder cannot be read (the safe side)', () => {
    yes(['node', 'dist/main.js']);
    yes(['node', 'main.js']);
  });

  it('is not another program, nor Node running anything else', () => {
    no([]); // a kernel thread, or an exited process not yet reaped
    no(['sleep', '60']);
    no(['/usr/lib/postgresql/15/bin/postgres', '-D', '/var/lib/postgresql/15/main']);
    no(['/bin/sh', '-c', 'node packages/server/dist/main.js']);
    no(['node', '/srv/other-app/dist/main.js']);
    no(['node', 'dist/main.js'], '/srv/nest-app');
    no(['node', 'server.js']);
    no(['node', '-e', 'setTimeout(() => {}, 60000)']);
    no(['node', '/srv/app/node_modules/.bin/vite'], '/srv/app');
  });
});

describe.runIf(process.platform === 'linux')('reading a command line', () => {
  it('gives the arguments exactly and the folder of our own processes', async () => {
    const cwd = tempDir();
    const child = await liveProcess(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', 'with space'], cwd);
    try {
      expect(processCommand(child.pid as number)).toEqual({
        argv: [process.execPath, '-e', 'setTimeout(() => {}, 60000)', 'with space'],
        cwd,
      });
    } finally {
      child.kill();
    }
    expect(processCommand(999_999_999)).toBeUndefined();
  });

  const hasPs = spawnSync('ps', ['-o', 'pid=', '-p', String(process.pid)]).status === 0;
  it.runIf(hasPs)(
    'reads it through ps as on macOS and BSD: the program, then the arguments split on spaces',
    async () => {
      const child = await stellaraLikeProcess();
      try {
        const command = processCommand(child.pid as number, 'darwin');
        expect(command?.argv.slice(1)).toEqual([...child.spawnargs.slice(1)]);
        expect(command?.argv[0]).toMatch(/node/);
        expect(mayBeStellaraServer(command!)).toBe(true);
      } finally {
        child.kill();
      }
      expect(processCommand(999_999_999, 'darwin')).toBeUndefined();
    },
  );
});
