import { formatBenchTable } from '../report';
import { openingFigures, soakFigures, type OpeningFigures, type RoundFigures, type SoakFigures } from './report';

const MB = 1024 * 1024;

const opening = (overrides: Partial<OpeningFigures> = {}): OpeningFigures => ({
  firstFrameMs: 200,
  loadStartMs: 50,
  seekMs: 100,
  seekTargetBuffered: false,
  ...overrides,
});

const round = (player: Partial<OpeningFigures> = {}, bare: Partial<OpeningFigures> = {}): RoundFigures => ({
  player: { loopback: opening(player), throttled: opening(player) },
  bare: { loopback: opening(bare), throttled: opening(bare) },
});

/** A 10-minute soak whose heap was `startMb` once playing, `warmMb` after a minute, then `endMb` at the end. */
const soak = (startMb: number, warmMb: number, endMb: number): SoakFigures => ({
  minutes: 10,
  seeks: 20,
  heapBytes: [startMb, warmMb, ...Array.from({ length: 8 }, () => warmMb), endMb].map((mb) => mb * MB),
});

const named = (figures: ReturnType<typeof openingFigures>, name: string) => {
  const found = figures.find((figure) => figure.name === name);
  if (!found) throw new Error(`no figure "${name}" among ${figures.map((figure) => figure.name).join(', ')}`);
  return found;
};

describe('the video bench report', () => {
  it('sets the player’s first frame beside the bare element’s, median and range of the rounds', () => {
    const rounds = [round({ firstFrameMs: 300 }), round({ firstFrameMs: 900 }), round({ firstFrameMs: 320 })];
    const figure = named(openingFigures(rounds), 'first frame, loopback');
    expect(figure).toMatchObject({ value: 320, reference: { label: 'bare <video>', value: 200 } });
    expect(figure.range).toEqual({ value: [300, 900], reference: [200, 200] });
  });

  it('meets the first-frame and seek goals at up to 1.1 × the bare element’s, and not beyond', () => {
    const within = openingFigures([round({ firstFrameMs: 220, seekMs: 110 })]);
    expect(named(within, 'first frame, 1.6 Mbps / 150 ms').goal).toEqual({ text: '≤ 1.1 × bare', met: true });
    expect(named(within, 'seek to 70 % until playing there, loopback').goal?.met).toBe(true);

    const slower = openingFigures([round({ firstFrameMs: 221, seekMs: 111 })]);
    expect(named(slower, 'first frame, 1.6 Mbps / 150 ms').goal?.met).toBe(false);
    expect(named(slower, 'seek to 70 % until playing there, 1.6 Mbps / 150 ms').goal?.met).toBe(false);
  });

  it('splits the first frame into when the video was asked for and what came after, without judging either', () => {
    const figures = openingFigures([round({ loadStartMs: 150, firstFrameMs: 400 })]);
    const requested = named(figures, '  video requested (loadstart), loopback');
    const afterRequest = named(figures, '  first frame after its request, loopback');
    expect([requested.value, afterRequest.value]).toEqual([150, 250]);
    expect([requested.goal, afterRequest.goal]).toEqual([undefined, undefined]);
  });

  it('says when a seek found its target already buffered, and is silent when none did', () => {
    const buffered = openingFigures([round({ seekTargetBuffered: true }), round()]);
    expect(named(buffered, 'seek to 70 % until playing there, loopback').note).toContain(
      'already buffered in 1 of 2 player round(s) and 0 of 2 bare round(s)',
    );
    expect(named(openingFigures([round()]), 'seek to 70 % until playing there, loopback').note).toBeUndefined();
  });

  it('calls the heap flat at up to 10 % or 1 MB above its first minute, whichever allows more, in every soak', () => {
    const end = (soaks: SoakFigures[]) => soakFigures(soaks).at(-1)!;
    expect(end([soak(18, 20, 21.9)]).goal?.met).toBe(true);
    expect(end([soak(18, 20, 22.1)]).goal?.met).toBe(false);
    expect(end([soak(4, 5, 5.9)]).goal?.met).toBe(true);
    expect(end([soak(20, 20, 20), soak(20, 20, 30)]).goal?.met).toBe(false);
    expect(end([]).goal?.met).toBe(false);
  });

  it('prints the heap once playing, after the first minute, and at the end beside the first minute', () => {
    const table = formatBenchTable(soakFigures([soak(4.3, 5.2, 5.5)]));
    expect(table).toMatch(/player: JS heap once playing\s+4\.30 MB/);
    expect(table).toMatch(/player: JS heap after 1 min of playback\s+5\.20 MB\s+4\.30 MB\s+once playing\s+1\.21×/);
    expect(table).toMatch(
      /player: JS heap after 10 min of playback, 20 seeks\s+5\.50 MB\s+5\.20 MB\s+after 1 min\s+1\.06×\s+5\.50–5\.50 MB \/ 5\.20–5\.20 MB\s+met \(flat after 1 min: at most 10 % or 1 MB more, every soak\)/,
    );
  });

  it('judges a soak of one minute (a quick run) from once playing, and names the minutes used', () => {
    const quick: SoakFigures = { minutes: 1, seeks: 20, heapBytes: [4 * MB, 5.2 * MB] };
    const figures = soakFigures([quick]);
    expect(figures.map((figure) => figure.name)).toEqual([
      'player: JS heap once playing',
      'player: JS heap after 1 min of playback, 20 seeks',
    ]);
    expect(figures[1]).toMatchObject({ reference: { label: 'once playing' }, goal: { met: false } });
  });
});
