/**
 * The scale suite's container instance: deploy/Containerfile built with podman on the test base image
 * (scripts/ci/container-base.sh) and run as one instance of the cluster (./cluster.ts, `containerInstance`).
 *
 * Two podman options are needed in restricted sandboxes such as the CI machine (deploy/README.md): the runc
 * runtime (crun refuses a hybrid cgroup hierarchy) and explicit rlimits (podman's defaults cannot be set there).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { containerMissing, containerTestBaseImage } from '../../scripts/services.mjs';

const root = join(import.meta.dirname, '..', '..');
export const SCALE_IMAGE = 'localhost/stellara:scale';
const GLOBAL = ['--runtime', 'runc'];
const LIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];

let built = false;
/**
 * Builds deploy/Containerfile from this checkout (after the production build) as SCALE_IMAGE, once per process.
 * Podman's layer cache makes a rebuild of an unchanged checkout quick; the image it replaces is removed.
 */
export function buildScaleImage(): void {
  if (built) return;
  const missing = containerMissing();
  if (missing) throw new Error(`The container instance cannot run here: ${missing}`);
  const started = Date.now();
  const result = spawnSync(
    'podman',
    [
      ...GLOBAL,
      'build',
      ...LIMITS,
      // RUN steps need no network of their own: no network plugin (netavark, CNI) needed.
      '--network',
      'host',
      '--file',
      join(root, 'deploy', 'Containerfile'),
      '--build-arg',
      `BASE=${containerTestBaseImage}`,
      '--tag',
      SCALE_IMAGE,
      root,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(
      `podman build of deploy/Containerfile failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  // The previous build of the tag, now untagged: only images of this Containerfile (its label) are pruned.
  spawnSync('podman', ['image', 'prune', '--force', '--filter', 'label=org.opencontainers.image.title=stellara']);
  console.log(
    `[scale] built ${SCALE_IMAGE} from deploy/Containerfile in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  built = true;
}

// Containers still running when this process exits (a crashed or interrupted run) are removed with it: killing
// the `podman run` client alone would leave the container running, holding its port.
const live = new Set<string>();
process.once('exit', () => {
  for (const name of live) spawnSync('podman', ['rm', '--force', '--time', '0', name], { stdio: 'ignore' });
});

export interface Container {
  name: string;
  /** The `podman run` client: it stays attached (the container's output) and exits when the container has. */
  child: ChildProcess;
  signal(sig: NodeJS.Signals): void;
  stop(timeoutSeconds: number): void;
}

/**
 * Runs SCALE_IMAGE on the host's network with `env` (passed by name, so values stay out of the command line)
 * and `dataDir` mounted at the same path, so the instance gets exactly the environment a process instance gets.
 */
export function runContainer(id: string, env: Record<string, string>, dataDir: string): Container {
  const name = `stellara-scale-${id}-${randomBytes(4).toString('hex')}`;
  const args = [
    ...GLOBAL,
    'run',
    '--rm',
    '--name',
    name,
    '--label',
    'stellara-scale',
    '--network',
    'host',
    ...LIMITS,
    '--volume',
    `${dataDir}:${dataDir}`,
    ...Object.keys(env).flatMap((key) => ['--env', key]),
    SCALE_IMAGE,
  ];
  const child = spawn('podman', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(name);
  child.once('exit', () => live.delete(name));
  return {
    name,
    child,
    signal: (sig) => {
      spawnSync('podman', ['kill', '--signal', sig, name], { stdio: 'ignore' });
    },
    stop: (timeoutSeconds) => {
      spawn('podman', ['stop', '--time', String(timeoutSeconds), name], { stdio: 'ignore' });
    },
  };
}

/** `podman inspect` of a container: its state, image and user, or null when there is no such container. */
export function inspectContainer(name: string): { running: boolean; image: string; user: string } | null {
  const format = '{{.State.Running}} {{.ImageName}} {{.Config.User}}';
  const result = spawnSync('podman', ['inspect', '--type', 'container', '--format', format, name], {
    encoding: 'utf8',
  });
  if (result.status !== 0) return null;
  const [running, image, user] = result.stdout.trim().split(' ');
  return { running: running === 'true', image: image ?? '', user: user ?? '' };
}
