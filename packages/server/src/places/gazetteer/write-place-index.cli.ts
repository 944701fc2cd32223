// Writes the full gazetteer's binary index into the server's dist folder (run by `npm run build`),
// unless the one there was built from the same bundled file by this format already.
import { relative } from 'node:path';
import { placeIndexFile, staleness, writePlaceIndex } from './load-place-index.ts';

const where = relative(process.cwd(), placeIndexFile);
if (staleness() === undefined) {
  console.log(`${where} is up to date`);
} else {
  const started = performance.now();
  const header = writePlaceIndex();
  console.log(
    `Built ${where}: ${header.places} places, ${header.spellings} spellings in ${Math.round(performance.now() - started)} ms`,
  );
}
