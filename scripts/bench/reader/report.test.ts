import {
  formatTable,
  goals,
  median,
  percentile,
  readerFigures,
  staysFlat,
  type MemoryFigures,
  type SideFigures,
} from './report';

const MB = 1024 * 1024;

const memory = (jsHeapMb: number, liveCanvasMpx: number): MemoryFigures => ({
  jsHeapBytes: jsHeapMb * MB,
  liveCanvases: 3,
  liveCanvasPixels: liveCanvasMpx * 1e6,
  documentCanvasPixels: 2.16e6,
  offscreenCanvasPixels: 0,
  bitmapPixels: 0,
});

const side = (overrides: Partial<SideFigures> = {}): SideFigures => ({
  firstPageLoopbackMs: 400,
  firstPageThrottledMs: 4000,
  pdfRequestedLoopbackMs: 150,
  pdfRequestedThrottledMs: 1500,
  turnMs: Array.from({ length: 50 }, (_, i) => 4 + (i % 10) / 2),
  memoryAtPage10: memory(8, 6.48),
  memoryAfterTurns: memory(8.2, 6.48),
  firstCanvas: { width: 1200, height: 1800 },
  ...overrides,
});

const met = (runs: Parameters<typeof goals>[0]) => Object.fromEntries(goals(runs).map(({ goal, met }) => [goal, met]));

describe('the reader bench report', () => {
  it('reports as p95 of 50 turns the 48th fastest, so two slow turns are outliers and a third is not', () => {
    const turns = [...Array.from({ length: 47 }, () => 5), 10, 40, 50];
    expect(percentile(turns, 0.95)).toBe(10);
    expect(percentile([...Array.from({ length: 47 }, () => 5), 30, 40, 50], 0.95)).toBe(30);
  });

  it('reports the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('calls memory flat when the canvases hold no more pixels and the heap grew by at most 10 % or 1 MB', () => {
    expect(staysFlat(memory(8, 6.48), memory(8.9, 6.48))).toBe(true);
    expect(staysFlat(memory(8, 6.48), memory(9.1, 6.48))).toBe(false);
    expect(staysFlat(memory(30, 6.48), memory(32.9, 6.48))).toBe(true);
    // One more full-size page canvas kept (1200 × 1800) is a leak, whatever the heap says.
    expect(staysFlat(memory(8, 6.48), memory(8, 8.64))).toBe(false);
  });

  it('meets the goals only when our first page takes at most 0.8 × the viewer’s and our p95 turn is within one frame and the viewer’s', () => {
    const fast = { ours: side({ firstPageLoopbackMs: 300, firstPageThrottledMs: 3000 }), viewer: side() };
    expect(Object.values(met([fast])).every(Boolean)).toBe(true);

    const slowFirstPage = { ours: side({ firstPageThrottledMs: 4000 }), viewer: side() };
    expect(met([slowFirstPage])["first page, 1.6 Mbps / 150 ms: ours ≤ 0.8 × viewer's"]).toBe(false);
    // On loopback the first page is reported, not judged.
    expect(met([{ ours: side({ firstPageLoopbackMs: 900 }), viewer: side() }])).not.toHaveProperty(
      "first page, loopback: ours ≤ 0.8 × viewer's",
    );

    const janky = { ours: side({ turnMs: Array.from({ length: 50 }, () => 17) }), viewer: side() };
    const jankyGoals = met([janky]);
    expect(jankyGoals['page turn p95: ours < one frame (16.7 ms)']).toBe(false);
    expect(jankyGoals["page turn p95: ours ≤ viewer's"]).toBe(false);
  });

  it('judges each figure on the median of the runs, so one disturbed run does not decide it', () => {
    const run = (oursMs: number) => ({ ours: side({ firstPageThrottledMs: oursMs }), viewer: side() });
    expect(met([run(3000), run(9000), run(3100)])["first page, 1.6 Mbps / 150 ms: ours ≤ 0.8 × viewer's"]).toBe(true);
  });

  it('calls memory not flat when any run grew', () => {
    const leaking = { ours: side({ memoryAfterTurns: memory(20, 30) }), viewer: side() };
    expect(
      met([{ ours: side(), viewer: side() }, leaking])['memory flat from page 10 to page 50 (ours, every run)'],
    ).toBe(false);
  });

  it('prints each figure beside the viewer’s with the ratio ours ÷ viewer', () => {
    const table = formatTable([{ ours: side({ firstPageLoopbackMs: 200 }), viewer: side() }]);
    expect(table).toMatch(/first page painted, loopback \(ms\)\s+200\.0\s+400\.0\s+0\.50/);
    expect(table).toMatch(/live canvas pixels after 50 turns \(Mpx\)\s+6\.48\s+6\.48\s+1\.00/);
    expect(table).toContain('NOT MET');
  });

  it('puts each goal on the row it judges in npm run bench’s table, and leaves the loopback first page unjudged', () => {
    const goalOf = (runs: Parameters<typeof readerFigures>[0], name: string) =>
      readerFigures(runs).find((figure) => figure.name === name)?.goal;
    const fast = [{ ours: side({ firstPageThrottledMs: 3000 }), viewer: side() }];
    expect(goalOf(fast, 'first page painted, 1.6 Mbps / 150 ms')).toEqual({ text: "ours ≤ 0.8 × viewer's", met: true });
    expect(goalOf(fast, 'page turn, p95')).toEqual({ text: "ours ≤ viewer's; ours < one frame (16.7 ms)", met: true });
    expect(goalOf(fast, 'JS heap after 50 turns')?.met).toBe(true);
    expect(goalOf(fast, 'first page painted, loopback')).toBeUndefined();

    const leaking = [
      { ours: side({ firstPageThrottledMs: 3000, memoryAfterTurns: memory(20, 6.48) }), viewer: side() },
    ];
    expect(goalOf(leaking, 'JS heap after 50 turns')?.met).toBe(false);
    expect(goalOf(leaking, 'page turn, p95')?.met).toBe(true);
  });
});
