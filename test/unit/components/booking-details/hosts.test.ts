import { expect, waitUntil } from '@open-wc/testing';
import { ResourceRead, type Resource } from '../../../../src/api/resource-read.js';
import '../../../../src/components/booking-details/booking-details.js';
import type { BookingDetails } from '../../../../src/components/booking-details/booking-details.js';
import { bookingWidgetStyles } from '../../../../src/components/booking-widget/booking-widget.styles.js';
import { createTranslator } from '../../../../src/core/i18n/index.js';
import { initials } from '../../../../src/core/initials.js';
import { AVATARS } from '../../../../src/mock/avatars.js';
import { oneOnOne, roundRobin } from '../../api/fixtures.js';

/** <booking-details> as the widget renders it: in a shadow root that holds the widget's styles. */
async function details(resource: Record<string, unknown>): Promise<BookingDetails> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = bookingWidgetStyles.map((style) => style.styleSheet!);
  const element = document.createElement('booking-details');
  element.translator = createTranslator('en-US');
  element.resource = ResourceRead.parse(resource) as Resource;
  element.durations = [{ minutes: 30, isDefault: true }] as BookingDetails['durations'];
  element.durationMinutes = 30;
  root.append(element);
  await element.updateComplete;
  return element;
}

const withHosts = (base: Record<string, unknown>, hosts: unknown[]) => ({
  ...base,
  settings: { hosts },
});

const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

describe('hosts in the details column (settings.hosts)', () => {
  afterEach(() => {
    for (const div of document.body.querySelectorAll(':scope > div')) div.remove();
  });

  it('shows each host with photo, name, role and about; the photo is decorative, the text is text', async () => {
    const element = await details(
      withHosts(oneOnOne(), [
        {
          name: 'Maya <Chen>',
          role: 'Solutions engineer',
          about: 'Ten years <i>of</i> scheduling.',
          avatar: AVATARS.mayaChen,
          type: 'host',
          social: null,
        },
      ]),
    );
    const host = element.querySelector('.host')!;
    expect(host.querySelector('.host-name')!.textContent).to.equal('Maya <Chen>');
    expect(host.querySelector('chen, i')).to.equal(null);
    expect(host.querySelector('.sub')!.textContent).to.equal('Solutions engineer');
    expect(host.querySelector('.about')!.textContent).to.equal('Ten years <i>of</i> scheduling.');
    expect(host.textContent).to.contain('Host:');
    const avatar = host.querySelector<HTMLElement>('.avatar')!;
    expect(avatar.getAttribute('aria-hidden')).to.equal('true');
    const img = avatar.querySelector('img')!;
    expect(img.getAttribute('alt')).to.equal('');
    expect(img.src).to.equal(AVATARS.mayaChen);
    expect(avatar.textContent!.trim()).to.equal('MC');
  });

  it('reads the spec’s nulls and unknown values: nameless hosts are left out, a null avatar shows initials', async () => {
    const element = await details(
      withHosts(oneOnOne(), [
        { name: null, role: null, about: null, avatar: null, type: null, social: null },
        {
          name: 'Oliver Bennett',
          role: null,
          about: null,
          avatar: null,
          type: 'moderator',
          social: [null],
        },
        { name: 'Ann Lee', avatar: 42 },
      ]),
    );
    const hosts = [...element.querySelectorAll('.host')];
    expect(hosts.map((host) => host.querySelector('.host-name')!.textContent)).to.deep.equal([
      'Oliver Bennett',
      'Ann Lee',
    ]);
    expect(hosts[0]!.querySelector('.sub, .about, img')).to.equal(null);
    expect(hosts[0]!.querySelector('.avatar')!.textContent!.trim()).to.equal('OB');
    expect(hosts[1]!.querySelector('img')).to.equal(null);
  });

  it('never loads an avatar that is not http(s) or an inline image: initials instead', async () => {
    const element = await details(
      withHosts(oneOnOne(), [
        { name: 'Eve Mallory', avatar: 'javascript:alert(1)' },
        { name: 'Trent Doe', avatar: '//evil.example/x.png' },
        { name: 'Peggy Sue', avatar: 'data:text/html,<script>alert(1)</script>' },
      ]),
    );
    expect(element.querySelectorAll('img')).to.have.length(0);
    expect(
      [...element.querySelectorAll('.avatar')].map((a) => a.textContent!.trim()),
    ).to.deep.equal(['EM', 'TD', 'PS']);
  });

  it('keeps the initials when a photo fails to load, at the same size (nothing moves)', async () => {
    const element = await details(
      withHosts(oneOnOne(), [{ name: 'Lena Hoffmann', avatar: BROKEN_IMAGE }]),
    );
    const avatar = element.querySelector<HTMLElement>('.avatar')!;
    const before = avatar.getBoundingClientRect();
    await waitUntil(() => !avatar.querySelector('img'), 'the failed photo is removed', {
      timeout: 10_000,
    });
    const after = avatar.getBoundingClientRect();
    expect(avatar.textContent!.trim()).to.equal('LH');
    expect([after.width, after.height, after.x, after.y]).to.deep.equal([
      before.width,
      before.height,
      before.x,
      before.y,
    ]);
    expect(after.width).to.equal(after.height);
    expect(after.width).to.be.greaterThanOrEqual(32);
  });

  it('shows a round-robin team as a row of avatars with the names as text', async () => {
    const element = await details(
      withHosts(roundRobin(), [
        { name: 'Jordan Reyes', avatar: AVATARS.jordanReyes },
        { name: 'Lena Hoffmann', avatar: AVATARS.lenaHoffmann },
        { name: 'Priya Raman', avatar: null },
      ]),
    );
    const team = element.querySelector('.team')!;
    const avatars = [...team.querySelectorAll<HTMLElement>('.avatars .avatar')];
    expect(avatars).to.have.length(3);
    expect(avatars.map((a) => a.querySelector('img') !== null)).to.deep.equal([true, true, false]);
    expect(avatars[2]!.textContent!.trim()).to.equal('PR');
    const [first, second] = avatars.map((a) => a.getBoundingClientRect());
    expect(Math.abs(first!.y - second!.y), 'one row').to.be.lessThan(1);
    expect(team.textContent!.replace(/\s+/g, ' ')).to.contain(
      'Team: Jordan Reyes, Lena Hoffmann, and Priya Raman',
    );
    expect(element.querySelectorAll('.host')).to.have.length(0);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last word, whole graphemes, in the name’s script', () => {
    expect(initials('Maya Chen')).to.equal('MC');
    expect(initials('María José de la Cruz')).to.equal('MC');
    expect(initials('ólafur')).to.equal('Ó');
    expect(initials('陈玛雅')).to.equal('陈');
    expect(initials('  (Ada)  Lovelace ')).to.equal('AL');
    expect(initials('Zoë 👩🏽‍💻')).to.equal('Z');
    expect(initials('')).to.equal('');
    expect(initials(null)).to.equal('');
  });
});
