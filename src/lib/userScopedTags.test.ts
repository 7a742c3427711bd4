/**
 * Every endpoint whose answer depends on who asks carries a user-scoped tag (USER_SCOPED_TAGS in api.ts): a
 * sign-in drops exactly those answers, so one missing its tag would show the previous user's rows to the next.
 * An endpoint depends on who asks when it reads the session's user, that user's own rows, or signs a link for them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { USER_SCOPED_TAGS } from './api';

const FEATURES = join(__dirname, '..', 'features');
const READS_WHO_ASKS = /sessionUserId\(|fetchOwnRowsWithProducts\(|createSignedUrl\(|auth\.getUser\(/;
const ENDPOINT_START = /^ {4}(\w+): build\.(query|infiniteQuery|mutation)</gm;

function apiFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return apiFiles(path);
    return name.endsWith('Api.ts') ? [path] : [];
  });
}

/** Each endpoint's name, kind and source text, from its definition to the next one's. */
export function endpointsIn(source: string): { name: string; kind: string; text: string }[] {
  const starts = [...source.matchAll(ENDPOINT_START)];
  return starts.map((match, i) => ({
    name: match[1]!,
    kind: match[2]!,
    text: source.slice(match.index, starts[i + 1]?.index ?? source.length),
  }));
}

const userScopedQueries = apiFiles(FEATURES).flatMap((file) =>
  endpointsIn(readFileSync(file, 'utf8'))
    .filter((endpoint) => endpoint.kind !== 'mutation' && READS_WHO_ASKS.test(endpoint.text))
    .map((endpoint) => ({ ...endpoint, file })),
);

test('the reads that depend on who asks are found (the scan below has something to check)', () => {
  expect(userScopedQueries.map((endpoint) => endpoint.name).sort()).toEqual(
    expect.arrayContaining([
      'getFavourites',
      'getLessonProgress',
      'getOrders',
      'getReadingProgress',
      'getSignedEbookUrl',
    ]),
  );
});

test.each(userScopedQueries.map((endpoint) => [endpoint.name, endpoint]))(
  '%s provides a user-scoped tag',
  (_name, endpoint) => {
    const tags = endpoint.text.match(/providesTags:[\s\S]*?(?=\n {6}\w+:|\n {4}\}\))/)?.[0] ?? '';
    const scoped = USER_SCOPED_TAGS.filter((tag) => tags.includes(`'${tag}'`));
    expect({ endpoint: endpoint.name, scoped: scoped.length > 0 }).toEqual({ endpoint: endpoint.name, scoped: true });
  },
);

test('finding the endpoints: a definition is told apart from the next one', () => {
  const source = [
    '    first: build.query<A, void>({',
    '      queryFn: () => sessionUserId(),',
    "      providesTags: [{ type: 'Order', id: 'LIST' }],",
    '    }),',
    '    second: build.mutation<B, number>({',
    '    }),',
  ].join('\n');
  expect(endpointsIn(source).map(({ name, kind }) => [name, kind])).toEqual([
    ['first', 'query'],
    ['second', 'mutation'],
  ]);
});
