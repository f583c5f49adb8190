import { expect, waitUntil } from '@open-wc/testing';
import { ResourceRead, type Resource } from '../../../../src/api/resource-read.js';
import '../../../../src/components/booking-details/booking-details.js';
import type { BookingDetails } from '../../../../src/components/booking-details/booking-details.js';
import { bookingWidgetStyles } from '../../../../src/components/booking-widget/booking-widget.styles.js';
import { createTranslator } from '../../../../src/core/i18n/index.js';
import { socialLinks } from '../../../../src/core/social-links.js';
import { oneOnOne } from '../../api/fixtures.js';

/** A details column in a widget's shadow root (its styles, its container) for a host with `social`, or `record`. */
async function details(social: unknown, width = 900, record?: object): Promise<BookingDetails> {
  const host = document.createElement('div');
  host.style.width = `${width}px`;
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = bookingWidgetStyles.map((style) => style.styleSheet!);
  const frame = document.createElement('div');
  // The widget's container: the compact header applies below 760 px.
  frame.style.containerName = 'booking';
  frame.style.containerType = 'inline-size';
  root.append(frame);
  const element = document.createElement('booking-details');
  element.translator = createTranslator('en-US');
  element.resource = ResourceRead.parse(
    record ?? {
      ...oneOnOne(),
      settings: { hosts: [{ name: 'Maya Chen', role: 'Engineer', type: 'host', social }] },
    },
  ) as Resource;
  element.durations = [{ minutes: 30, isDefault: true }] as BookingDetails['durations'];
  element.durationMinutes = 30;
  frame.append(element);
  await element.updateComplete;
  return element;
}

const links = (element: BookingDetails) => [
  ...element.querySelectorAll<HTMLAnchorElement>('.social a'),
];
const name = (link: HTMLElement) => link.textContent!.replace(/\s+/g, ' ').trim();

describe('a host’s social links (settings.hosts[].social)', () => {
  afterEach(() => {
    for (const div of document.body.querySelectorAll(':scope > div')) div.remove();
  });

  it('links each http(s) address once, with its network’s icon and name, in a new tab without an opener', async () => {
    const element = await details([
      'https://www.linkedin.com/in/maya-chen',
      'javascript:alert(1)',
      '/relative/profile',
      'https://www.linkedin.com/in/maya-chen',
      'https://twitter.com/mayachen',
      'http://maya.example.com/about',
      'data:text/html,<b>hi</b>',
    ]);
    await waitUntil(() => links(element).length > 0, 'no links', { timeout: 10_000 });
    const all = links(element);
    expect(all.map((link) => link.href)).to.deep.equal([
      'https://www.linkedin.com/in/maya-chen',
      'https://twitter.com/mayachen',
      'http://maya.example.com/about',
    ]);
    expect(all.map(name)).to.deep.equal([
      'Maya Chen on LinkedIn (opens in a new tab)',
      'Maya Chen on X (opens in a new tab)',
      'Maya Chen on maya.example.com (opens in a new tab)',
    ]);
    for (const link of all) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
      const icon = link.querySelector('svg')!;
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      // Drawn: a target a finger can hit, the icon visible.
      const box = link.getBoundingClientRect();
      expect(box.width).to.be.at.least(24);
      expect(box.height).to.be.at.least(24);
      expect(icon.getBoundingClientRect().width).to.equal(20);
    }
    // A known network's mark differs from an unknown site's globe.
    expect(all[0]!.querySelector('svg')!.innerHTML).not.to.equal(
      all[2]!.querySelector('svg')!.innerHTML,
    );
  });

  it('shows nothing for a host without a usable address, and keeps the links behind “Details” on a narrow widget', async () => {
    const none = await details(['ftp://files.example.com', 'mailto:maya@example.com', '']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await none.updateComplete;
    expect(none.querySelector('.social')).to.equal(null);

    const narrow = await details(['https://github.com/maya'], 360);
    await waitUntil(() => links(narrow).length > 0, 'no links', { timeout: 10_000 });
    expect(getComputedStyle(narrow.querySelector('.social')!).display).to.equal('none');
    narrow.querySelector<HTMLButtonElement>('.more-toggle')!.click();
    await narrow.updateComplete;
    expect(getComputedStyle(narrow.querySelector('.social')!).display).to.equal('flex');
    expect(name(links(narrow)[0]!)).to.equal('Maya Chen on GitHub (opens in a new tab)');
  });
});

describe('socialLinks', () => {
  it('names a network by the domain its profiles are on, and any other site by its host name', () => {
    expect(
      socialLinks([
        'https://youtu.be/abc',
        'https://m.facebook.com/maya',
        'https://notlinkedin.com/x',
        'https://bsky.app/profile/maya',
        'https://WWW.Example.org/',
      ]).map(({ name, network }) => [name, network]),
    ).to.deep.equal([
      ['YouTube', 'youtube'],
      ['Facebook', 'facebook'],
      ['notlinkedin.com', undefined],
      ['Bluesky', 'bluesky'],
      ['example.org', undefined],
    ]);
    expect(socialLinks(null)).to.deep.equal([]);
  });
});

describe('a round-robin team’s social links', () => {
  it('each member’s links are shown under the team, named with the member', async () => {
    const { roundRobin } = await import('../../api/fixtures.js');
    const element = await details(null, 900, {
      ...roundRobin(),
      settings: {
        hosts: [
          { name: 'Jordan Reyes', social: ['https://www.linkedin.com/in/jordan-reyes'] },
          { name: 'Lena Hoffmann', social: null },
          { name: 'Priya Raman', social: ['https://github.com/priya'] },
        ],
      },
    });
    await waitUntil(() => links(element).length === 2, 'no team links', { timeout: 10_000 });
    expect(element.querySelector('.team')).not.to.equal(null);
    expect(links(element).map(name)).to.deep.equal([
      'Jordan Reyes on LinkedIn (opens in a new tab)',
      'Priya Raman on GitHub (opens in a new tab)',
    ]);
    // Each member's row of icons is led by their name, on screen (the names in the links are for screen readers).
    const rows = [...element.querySelectorAll('.team .social')];
    expect(rows.map((row) => row.querySelector('.whose')?.textContent?.trim())).to.deep.equal([
      'Jordan Reyes',
      'Priya Raman',
    ]);
    for (const row of rows) {
      const whose = row.querySelector('.whose')!.getBoundingClientRect();
      const icon = row.querySelector('a')!.getBoundingClientRect();
      expect(whose.width).to.be.greaterThan(0);
      expect(Math.abs(whose.top + whose.height / 2 - (icon.top + icon.height / 2))).to.be.lessThan(
        4,
      );
    }
    ((element.getRootNode() as ShadowRoot).host as HTMLElement).remove();
  });
});
