// Hosts with their photos in the details column (settings.hosts), from a phone's width to a wide page.
import { expect, test } from './helpers/clock.js';
import { openDemo, widget } from './booking-helpers.js';

for (const width of [320, 1280]) {
  test(`at ${width} px: the host's photo, name, role and about; a team's row of photos; no request for them`, async ({
    page,
  }) => {
    // The demo's photos are inline images: showing them fetches nothing.
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.setViewportSize({ width, height: 900 });

    await openDemo(page, { resource: '107' });
    const header = widget(page).locator('[part~="header"]');
    const host = header.locator('.host');
    await expect(host).toContainText('Sofia Alvarez');
    await expect(host).toContainText('ICF-certified coach');
    await expect(host).toContainText('coaches new leads');
    const photo = host.locator('.avatar img');
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The photo is decorative; the host is read by name.
    await expect(header.getByRole('img')).toHaveCount(0);

    await openDemo(page, { resource: '103' });
    const avatars = widget(page).locator('[part~="header"] .avatars .avatar');
    await expect(avatars).toHaveCount(3);
    await expect(avatars.nth(2)).toHaveText('PR');
    const boxes = await avatars.evaluateAll((all) =>
      all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect),
    );
    // The phone's compact header draws the team's photos smaller.
    const side = width < 760 ? 32 : 40;
    for (const box of boxes) expect([box.width, box.height]).toEqual([side, side]);
    const frame = await widget(page).boundingBox();
    expect(boxes.at(-1)!.right).toBeLessThanOrEqual(frame!.x + frame!.width);
    await expect(widget(page).locator('[part~="header"] .team')).toContainText(
      'Jordan Reyes, Lena Hoffmann, and Priya Raman',
    );

    expect(images).toEqual([]);
  });
}
