import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second holder in the same process, and frees the folder on release', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'stellara.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    first.release();
    expect(existsSync(join(dir, 'stellara.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds the folder, naming it and the way out', async () => {
    const dir = tempDir();
    // A real second process that holds the lock file, as a running server would.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'stellara.lock'), String(holder.pid));
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
    expect(readFileSync(join(dir, 'stellara.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
