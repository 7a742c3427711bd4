import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { databaseTypesFile, generateDatabaseTypes } from './generateDatabaseTypes';

/** Where two texts first differ, as a line number and both versions of that line, for a failure message. */
function firstDifference(expected: string, actual: string): string {
  const expectedLines = expected.split('\n');
  const actualLines = actual.split('\n');
  const line = expectedLines.findIndex((text, index) => text !== actualLines[index]);
  const at = line === -1 ? expectedLines.length : line;
  return `line ${at + 1}:\n  schema:    ${expectedLines[at] ?? '(end of file)'}\n  committed: ${actualLines[at] ?? '(end of file)'}`;
}

test('src/types/database.ts is what the migrations generate', async () => {
  const generated = await generateDatabaseTypes();
  const file = databaseTypesFile();
  const committed = readFileSync(file, 'utf8');
  if (committed !== generated) {
    throw new Error(
      `${relative(process.cwd(), file)} does not match the schema of supabase/migrations: ` +
        `run \`npm run db:types\` and commit the result (never edit the file by hand).\n` +
        `First difference at ${firstDifference(generated, committed)}`,
    );
  }
});
