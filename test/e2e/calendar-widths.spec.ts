// The month view at every width between a phone and a wide desktop: the day numbers stay on one line and the day's
// times never squeeze the grid. Beside the details column the calendar's own column is what decides whether the
// times fit beside the grid (a widget of 760–850 px has the two-column layout but a calendar under 520 px).
import { expect, test } from './helpers/clock.js';
import { firstOpenSlot, openDemo, widget } from './booking-helpers.js';

for (const width of [375, 820, 900, 1024, 1100, 1280]) {
  test(`${width} px: every day number on one line, the times beside the grid only with room for both`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDemo(page, { resource: '101' });
    await firstOpenSlot(page);
    const w = widget(page);
    const lines = await w.locator('table.grid .day').evaluateAll((days) =>
      days.map((day) => {
        const range = document.createRange();
        range.selectNodeContents(day);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { text: day.textContent!.trim(), lines: tops.size };
      }),
    );
    expect(lines.length).toBeGreaterThanOrEqual(28);
    expect(lines.filter((day) => day.lines > 1)).toEqual([]);

    const grid = (await w.locator('table.grid').boundingBox())!;
    const times = (await w.locator('.slots-panel').boundingBox())!;
    const beside = times.x >= grid.x + grid.width - 1;
    // Beside the grid, the grid keeps room for seven day circles of at least 40 px.
    if (beside) expect(grid.width).toBeGreaterThanOrEqual(7 * 40);
    else expect(times.y).toBeGreaterThanOrEqual(grid.y + grid.height - 1);
  });
}
