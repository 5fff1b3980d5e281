import { freshContext, inPage } from '../../scripts/lib/browser';
import { openTable } from '../lib/open-table';
import { idleFrames, scrollTable } from '../lib/page-scripts';
import { median, round, summary } from '../lib/stats';
import type { BrowserMeasure } from '../lib/measure-input';

/** At 60 Hz a frame is 16.7 ms: one over 1.5 frames means at least one was dropped. */
const droppedOver = 25;

/**
 * The deliveries table with 100 rows a page (virtualised from 50): its scroll frame from top
 * to bottom over `durationMs`, one step a frame, `trials` times on one page. Per trial the
 * frame rate (1000 / the median time between two frames, to the nearest whole frame: a
 * display shows whole frames, and the timer's jitter around 16.7 ms is not a slower table)
 * and the longest frame. Before each, the same page's frame rate at rest for 1 s: what the
 * browser gives on this machine with nothing moving (a busy machine slows every frame).
 */
export async function tableScroll({
  browser,
  web,
  session,
  trials,
  durationMs,
}: BrowserMeasure & { durationMs: number }) {
  const context = await freshContext(browser, { origin: web, session });
  try {
    const page = await context.newPage();
    await openTable(page, `${web}/dashboard/deliveries?view=table&size=100`);
    const fps: number[] = [];
    const restFps: number[] = [];
    const longest: number[] = [];
    const runs = [];
    for (let i = 0; i < trials; i += 1) {
      await page.waitForTimeout(300);
      const rest = await inPage<number[]>(page, idleFrames, 1_000);
      restFps.push(Math.round(1000 / median(rest.slice(1).map((t, index) => t - rest[index]!))));
      const run = await inPage<{
        times: number[];
        distance: number;
        scrollTop: number;
        lastRow: number;
        rendered: number;
      }>(page, scrollTable, durationMs);
      // aria-rowindex counts the header as row 1: the last of 100 rows is 101.
      if (run.lastRow !== 101) throw new Error(`table scroll: the last row rendered is ${run.lastRow}, not 101`);
      const frames = run.times.slice(1).map((t, index) => t - run.times[index]!);
      fps.push(Math.round(1000 / median(frames)));
      longest.push(Math.max(...frames));
      runs.push({
        frames: frames.length,
        medianFrameMs: round(median(frames), 2),
        longestFrameMs: round(Math.max(...frames)),
        droppedFrames: frames.filter((ms) => ms > droppedOver).length,
        distancePx: run.distance,
        rowsRendered: run.rendered,
      });
    }
    return { fps: summary(fps), restFps: summary(restFps), longestFrame: summary(longest), runs };
  } finally {
    await context.close();
  }
}
