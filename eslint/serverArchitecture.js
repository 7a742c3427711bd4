// The back end's architecture as lint rules (server/README.md, "Folder map", explains the layers).
import { readdirSync } from 'node:fs';

/**
 * The server's layers, paths under server/src, lowest first. A file imports only from the layers below its own,
 * never from above nor from another member of its own layer: so the services (rest, auth, storage) never import
 * one another.
 */
export const SERVER_LAYERS = [
  ['shared'],
  ['db'],
  ['context.ts'],
  ['rest', 'auth', 'storage'],
  ['seed', 'http'],
  ['backend.ts', 'cli'],
  ['main.ts'],
];

const at = (member) => `./server/src/${member}`;

/** Every folder and file at the top of server/src is in a layer, so a new one cannot slip past the rules. */
function checkEverythingHasALayer() {
  const layered = new Set(SERVER_LAYERS.flat());
  const missing = readdirSync(new URL('../server/src', import.meta.url)).filter((name) => !layered.has(name));
  if (missing.length > 0) {
    throw new Error(`eslint/serverArchitecture.js: give these a layer in SERVER_LAYERS: ${missing.join(', ')}`);
  }
}

/** import-x/no-restricted-paths zones: the layers, and nothing in the server importing the app (src/). */
export function serverZones() {
  checkEverythingHasALayer();
  const zones = SERVER_LAYERS.flatMap((layer, index) => {
    const above = SERVER_LAYERS.slice(index + 1).flat();
    return layer.map((member) => ({
      target: at(member),
      from: [...layer.filter((other) => other !== member), ...above].map(at),
      message: `server/src/${member} imports only from the layers below it (server/README.md, "Folder map").`,
    }));
  });
  return [
    ...zones.filter((zone) => zone.from.length > 0),
    { target: './server', from: './src', message: 'The server never imports the app.' },
  ];
}
