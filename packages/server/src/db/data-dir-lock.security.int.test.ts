import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  currentLockOwner,
  DataDirInUseError,
  type LockProbe,
  ownerStillHolds,
  parseLockOwner,
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

/** A second live process (as a running server, or an unrelated program that got a reused PID would be). */
async function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
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
    const holder = await liveProcess();
    try {
      // The bare PID an earlier version wrote: a live PID is taken to be the owner.
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
  const probe = (alive: boolean, started: string | undefined): LockProbe => ({
    isAlive: () => alive,
    startTime: () => started,
  });

  it('is the recorded process only while a process with that PID and that start time runs', () => {
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, 't1'))).toBe(true);
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, 't2'))).toBe(false); // PID reused
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(false, undefined))).toBe(false);
  });

  it('takes a live PID for the owner when a start time cannot be compared (refusing is the safe side)', () => {
    expect(ownerStillHolds({ pid: 42 }, probe(true, 't1'))).toBe(true); // a file from an earlier version
    expect(ownerStillHolds({ pid: 42, started: 't1' }, probe(true, undefined))).toBe(true);
    expect(ownerStillHolds({ pid: 42 }, probe(false, undefined))).toBe(false);
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
