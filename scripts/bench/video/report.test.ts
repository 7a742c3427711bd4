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

const soak = (startMb: number, endMb: number): SoakFigures => ({
  minutes: 10,
  seeks: 20,
  heapStartBytes: startMb * MB,
  heapEndBytes: endMb * MB,
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

  it('calls the heap flat at up to 10 % or 1 MB above its start, whichever allows more, in every soak', () => {
    const end = (soaks: SoakFigures[]) => soakFigures(soaks)[1]!;
    expect(end([soak(20, 21.9)]).goal?.met).toBe(true);
    expect(end([soak(20, 22.1)]).goal?.met).toBe(false);
    expect(end([soak(5, 5.9)]).goal?.met).toBe(true);
    expect(end([soak(20, 20), soak(20, 30)]).goal?.met).toBe(false);
    expect(end([]).goal?.met).toBe(false);
  });

  it('names the playback actually soaked, and prints the heap at the end beside the heap once playing', () => {
    const quick = { ...soak(10, 10.5), minutes: 2 };
    const [start, end] = soakFigures([quick]);
    expect(end!.name).toBe('player: JS heap after 2 min of playback, 20 seeks');
    const table = formatBenchTable([start!, end!]);
    expect(table).toMatch(
      /player: JS heap after 2 min of playback, 20 seeks\s+10\.5 MB\s+10 MB\s+once playing\s+1\.05×/,
    );
    expect(table).toContain('met (flat: at most 10 % or 1 MB above the start, every soak)');
  });
});
