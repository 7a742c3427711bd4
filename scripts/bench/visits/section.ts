/**
 * The visits section of `npm run bench`: each screen opened as a person on a phone opens it (screens.ts,
 * measure.ts), on a first visit and on a return visit, `runs` times, beside a static page (text and one image)
 * served from the same machine and measured in the same rounds; with `--compare <commit>`, that commit's app
 * is measured in the same rounds too, and every figure is printed beside it.
 * Goals: the largest contentful paint at most 2.0 s on a first visit and 0.5 s on a return visit, on every
 * screen; and, when compared, no screen slower than the other commit's.
 */
import { DEMO, signedInStorage } from '../../../e2e/fixtures';
import { exposeStackToFixtures, type BenchContext } from '../context';
import { median, type Figure, type SectionResult } from '../figures';
import { serveReferencePage } from '../lighthouse/referencePage';
import { benchPages } from '../lighthouse/pages';
import type { VisitMarks } from './instrument';
import { measureVisits, type VisitTarget, type Visits } from './measure';
import { serveOtherCommit, type OtherApp } from './otherBuild';
import { REFERENCE_CONTENT, visitScreens, type VisitScreen } from './screens';
import { serviceWorkerThrottle } from './throttle';

export interface VisitsOptions {
  runs?: number;
  /** Another commit to measure beside this one (`--compare`). */
  compare?: string;
}

const GOALS = { first: 2000, returning: 500, later: 500 } as const;
/** Two runs of one app differ by this much on a shared machine: "not slower" allows it. */
const SAME_SPEED_ALLOWANCE = 1.1;

type Kind = keyof Visits;
type Metric = keyof VisitMarks;
const KINDS: Kind[] = ['first', 'returning', 'later'];
const KIND_WORDS: Record<Kind, string> = {
  first: 'first visit',
  returning: 'return visit',
  later: 'later visit',
};
const METRICS: { key: Metric; words: string }[] = [
  { key: 'lcpMs', words: 'largest contentful paint' },
  { key: 'contentMs', words: 'own content on show' },
];

export async function visitsSection(
  ctx: Pick<BenchContext, 'appUrl' | 'backendUrl' | 'anonKey' | 'serviceRoleKey' | 'browser' | 'useDatabase' | 'log'>,
  { runs = 5, compare }: VisitsOptions = {},
): Promise<SectionResult> {
  await ctx.useDatabase('seed');
  exposeStackToFixtures(ctx);
  const screens = visitScreens(await screenIds(ctx));
  const demoStorage = await signedInStorage(DEMO);
  const reference = await serveReferencePage();
  const other = compare ? await serveOtherCommit(compare, ctx, ctx.log) : null;
  const workers = await serviceWorkerThrottle(ctx.browser);
  try {
    const apps = [{ name: 'this', url: ctx.appUrl }, ...(other ? [{ name: 'other', url: other.appUrl }] : [])];
    const results = new Map<string, Visits[]>();
    const keep = (key: string, visits: Visits) => results.set(key, [...(results.get(key) ?? []), visits]);
    for (let round = 1; round <= runs; round++) {
      keep('reference', await measureVisits(ctx.browser, workers, referenceTarget(reference.url)));
      for (const screen of screens) {
        for (const app of round % 2 === 1 ? apps : [...apps].reverse()) {
          const target = screenTarget(screen, app.url, demoStorage);
          const visits = await measureVisits(ctx.browser, workers, target);
          keep(`${app.name} ${screen.label}`, visits);
          ctx.log(
            `  round ${round}/${runs} ${app.name === 'this' ? '' : `${other!.label} `}${screen.label}: ${describe(visits)}`,
          );
        }
      }
    }
    return { figures: visitFigures(screens, results, other), details: Object.fromEntries(results) };
  } finally {
    await workers.stop();
    await other?.close();
    await reference.close();
  }
}

type StorageState = Exclude<VisitTarget['storageState'], string | undefined>;

function screenTarget(screen: VisitScreen, appUrl: string, demoStorage: StorageState): VisitTarget {
  return {
    url: new URL(screen.path, appUrl).href,
    contentShown: screen.contentShown,
    storageState: screen.signedIn ? atOrigin(demoStorage, new URL(appUrl).origin) : undefined,
    hasServiceWorker: true,
  };
}

/** The signed-in browser's storage moved to another app's origin: each app (this and --compare's) has its own. */
function atOrigin(state: StorageState, origin: string): StorageState {
  return { ...state, origins: state.origins.map((stored) => ({ ...stored, origin })) };
}

function referenceTarget(url: string): VisitTarget {
  return { url, contentShown: REFERENCE_CONTENT, hasServiceWorker: false };
}

/** The ebook page measured (the first with a cover, as the other sections use) and the seed's longest book. */
async function screenIds(ctx: Pick<BenchContext, 'appUrl' | 'backendUrl' | 'anonKey'>) {
  const [ebookPage] = await benchPages(ctx).then((pages) => pages.filter((page) => page.label.startsWith('/ebook?')));
  const ebook = Number(new URL(ebookPage!.url).searchParams.get('id'));
  const response = await fetch(
    `${ctx.backendUrl}/rest/v1/MentoriaDatabase?select=ID&order=ContentLength.desc.nullslast&limit=1`,
    { headers: { apikey: ctx.anonKey, authorization: `Bearer ${ctx.anonKey}` } },
  );
  const [longest] = response.ok ? ((await response.json()) as { ID: number }[]) : [];
  if (!longest) throw new Error(`no book to read: HTTP ${response.status}`);
  return { ebook, book: Number(longest.ID) };
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`);
function describe(visits: Visits): string {
  return KINDS.map((kind) => `${kind} LCP ${ms(visits[kind].lcpMs)} ms, content ${ms(visits[kind].contentMs)} ms`).join(
    '; ',
  );
}

/** Each screen's medians, beside the static page's (with the goals) and, when compared, beside the other commit's. */
export function visitFigures(
  screens: readonly VisitScreen[],
  results: Map<string, Visits[]>,
  other: OtherApp | null,
): Figure[] {
  const medianOf = (key: string, kind: Kind, metric: Metric) =>
    median(
      (results.get(key) ?? []).flatMap((visits) => (visits[kind][metric] === null ? [] : [visits[kind][metric]!])),
    );
  const figures: Figure[] = [];
  for (const screen of screens) {
    for (const kind of KINDS) {
      for (const { key, words } of METRICS) {
        const value = medianOf(`this ${screen.label}`, kind, key);
        const name = `${screen.label}: ${words}, ${KIND_WORDS[kind]}`;
        const figure: Figure = {
          section: 'visits',
          name,
          value,
          unit: 'ms',
          reference: { label: 'static page', value: medianOf('reference', kind, key) },
        };
        if (key === 'lcpMs') figure.goal = { text: `≤ ${GOALS[kind]} ms`, met: value !== null && value <= GOALS[kind] };
        figures.push(figure);
        if (!other) continue;
        const before = medianOf(`other ${screen.label}`, kind, key);
        figures.push({
          section: 'visits',
          name: `${name}, beside ${other.label}`,
          value,
          unit: 'ms',
          reference: { label: other.label, value: before },
          goal: {
            text: `not slower (≤ ${SAME_SPEED_ALLOWANCE}×)`,
            met: value !== null && before !== null && value <= before * SAME_SPEED_ALLOWANCE,
          },
        });
      }
    }
  }
  return figures;
}
