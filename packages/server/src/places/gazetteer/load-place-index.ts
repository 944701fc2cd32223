import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { serverRoot } from '../../paths.ts';
import { tzdataVersion } from '../time/index.ts';
import { type GazetteerSubset, gazetteerFile, readGazetteer } from './bundle.ts';
import {
  buildPlaceIndex,
  PLACE_INDEX_FORMAT,
  PlaceIndex,
  type PlaceIndexHeader,
  readPlaceIndexHeader,
} from './place-index.ts';

/** The full gazetteer's index, written by `npm run build` (write-place-index.cli.ts) beside the server bundle. */
export const placeIndexFile = join(serverRoot, 'dist', 'gazetteer', 'places-full.idx');

/**
 * What an index is built from: the bundled file's content and the time-zone data (zone names are
 * made canonical with it). A prebuilt index from anything else is stale.
 */
export function gazetteerSource(file = gazetteerFile): string {
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  return `${hash}+tz${tzdataVersion}`;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export interface LoadedPlaceIndex {
  index: PlaceIndex;
  /** "prebuilt": read from placeIndexFile; "built": made in memory from the bundled file. */
  origin: 'prebuilt' | 'built';
  /** Why the prebuilt file was not used (absent, stale), when it was not. */
  reason?: string;
}

// Test runs start many servers on the small sample: build it once per process.
let sample: PlaceIndex | undefined;

/** Why the prebuilt file cannot be used, or undefined when it can. */
export function staleness(file = placeIndexFile, gazetteer = gazetteerFile): string | undefined {
  const bytes = readIfPresent(file);
  return bytes ? freshness(readPlaceIndexHeader(bytes), gazetteerSource(gazetteer)) : 'absent';
}

function freshness(header: PlaceIndexHeader | undefined, source: string): string | undefined {
  if (!header) return 'not a place index';
  if (header.format !== PLACE_INDEX_FORMAT) return `format ${header.format}, expected ${PLACE_INDEX_FORMAT}`;
  if (header.source !== source) return `built from ${header.source}, the bundle is ${source}`;
  if (header.subset !== 'full') return `holds the ${header.subset} subset`;
  return undefined;
}

/**
 * The gazetteer's index: the full one from the prebuilt file when it matches the bundled file,
 * else (running from source, or the file is stale) built in memory from the bundled file, which
 * takes a few seconds for the full set and well under one for the sample.
 */
export function loadPlaceIndex(
  subset: GazetteerSubset,
  files: { gazetteer?: string; index?: string } = {},
): LoadedPlaceIndex {
  const gazetteer = files.gazetteer ?? gazetteerFile;
  if (subset === 'sample' && !files.gazetteer) {
    sample ??= PlaceIndex.open(buildPlaceIndex(readGazetteer('sample'), gazetteerSource(), 'sample'));
    return { index: sample, origin: 'built' };
  }
  const source = gazetteerSource(gazetteer);
  let reason: string | undefined;
  if (subset === 'full') {
    const bytes = readIfPresent(files.index ?? placeIndexFile);
    reason = bytes ? freshness(readPlaceIndexHeader(bytes), source) : 'no prebuilt index (npm run build makes one)';
    if (bytes && !reason) {
      try {
        return { index: PlaceIndex.open(bytes), origin: 'prebuilt' };
      } catch (error) {
        // A damaged file (cut short, say) must not cost place search: build it as if absent.
        reason = `unreadable: ${(error as Error).message}`;
      }
    }
  }
  const built = buildPlaceIndex(readGazetteer(subset, gazetteer), source, subset);
  return { index: PlaceIndex.open(built), origin: 'built', ...(reason ? { reason } : {}) };
}

/** Builds the full gazetteer's index and writes it (atomically: a server starting meanwhile sees the old one or none). */
export function writePlaceIndex(out = placeIndexFile, gazetteer = gazetteerFile): PlaceIndexHeader {
  const bytes = buildPlaceIndex(readGazetteer('full', gazetteer), gazetteerSource(gazetteer), 'full');
  mkdirSync(dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, out);
  return readPlaceIndexHeader(bytes)!;
}
