import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/components/booking-timezone-select/booking-timezone-select.js';
import type { BookingTimezoneSelect } from '../../../../src/components/booking-timezone-select/booking-timezone-select.js';
import {
  searchZones,
  zoneOptions,
} from '../../../../src/components/booking-timezone-select/zone-list.js';
import { formatZoneName } from '../../../../src/core/datetime-format.js';

async function mount(zone: string): Promise<BookingTimezoneSelect> {
  return fixture<BookingTimezoneSelect>(
    html`<booking-timezone-select
      .value=${zone}
      .valueLabel=${formatZoneName(zone, 'en-US')}
      .loadOptions=${async () => zoneOptions('en-US')}
      .searchZones=${(query: string) => searchZones(query, 'en-US')}
    ></booking-timezone-select>`,
  );
}

const options = (el: BookingTimezoneSelect) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]'),
];
const active = (el: BookingTimezoneSelect) =>
  el.shadowRoot!.querySelector<HTMLElement>('[role="option"].active');

/** Opens the list with the arrow key and waits for its options. */
async function openList(el: BookingTimezoneSelect) {
  el.input!.focus();
  await sendKeys({ press: 'ArrowDown' });
  await waitUntil(() => options(el).length > 1, 'the list never filled', { timeout: 10_000 });
}

function inView(el: BookingTimezoneSelect, option: HTMLElement): boolean {
  const list = el.shadowRoot!.querySelector('[role="listbox"]')!.getBoundingClientRect();
  const box = option.getBoundingClientRect();
  return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
}

describe('<booking-timezone-select> with nothing typed', () => {
  let changes: string[];
  const watch = (el: BookingTimezoneSelect) => {
    changes = [];
    el.addEventListener('booking-timezone-change', (e) =>
      changes.push((e as CustomEvent<{ zone: string }>).detail.zone),
    );
  };

  it('lists every zone, from the first offset to the last, with the chosen one highlighted in view', async () => {
    const el = await mount('Europe/Berlin');
    await openList(el);
    const all = zoneOptions('en-US');
    expect(options(el)).to.have.length(all.length);
    expect(options(el).some((o) => o.textContent!.includes('Tokyo'))).to.equal(true);
    expect(options(el).some((o) => o.textContent!.includes('Auckland'))).to.equal(true);
    const current = active(el)!;
    expect(current.textContent).to.contain('Berlin');
    expect(current).to.have.attribute('aria-selected', 'true');
    expect(el.input).to.have.attribute('aria-activedescendant', current.id);
    await el.updateComplete;
    expect(inView(el, current)).to.equal(true);
  });

  it('Enter on the list as opened keeps the zone; the arrows move from it', async () => {
    const el = await mount('America/New_York');
    watch(el);
    await openList(el);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(changes).to.deep.equal([]);
    await openList(el);
    const index = options(el).indexOf(active(el)!);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(options(el).indexOf(active(el)!)).to.equal(index + 2);
    const picked = zoneOptions('en-US')[index + 2]!.zone;
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal([picked]);
  });

  it('finds the chosen zone under the name the browser lists it by (Asia/Kolkata as Asia/Calcutta)', async () => {
    const el = await mount('Asia/Kolkata');
    watch(el);
    await openList(el);
    expect(active(el)!.textContent).to.match(/India|Kolkata/);
    expect(active(el)).to.have.attribute('aria-selected', 'true');
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal([]);
  });

  it('adds a chosen zone the list lacks, first and highlighted', async () => {
    const el = await mount('Etc/GMT+5');
    await openList(el);
    expect(options(el)[0]).to.equal(active(el));
    expect(options(el)).to.have.length(zoneOptions('en-US').length + 1);
  });

  it('reaches the last zone with End and pages with PageDown', async () => {
    const el = await mount('UTC');
    await openList(el);
    const start = options(el).indexOf(active(el)!);
    await sendKeys({ press: 'PageDown' });
    await el.updateComplete;
    expect(options(el).indexOf(active(el)!)).to.equal(start + 8);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(active(el)).to.equal(options(el).at(-1));
    await el.updateComplete;
    expect(inView(el, active(el)!)).to.equal(true);
  });

  it('Enter pressed before the list has loaded keeps the zone', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const el = await fixture<BookingTimezoneSelect>(
      html`<booking-timezone-select
        .value=${'America/New_York'}
        .loadOptions=${async () => {
          await loaded;
          return zoneOptions('en-US');
        }}
      ></booking-timezone-select>`,
    );
    watch(el);
    el.input!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    release();
    await waitUntil(() => options(el).length > 1, 'the list never filled', { timeout: 10_000 });
    expect(changes).to.deep.equal([]);
    expect(active(el)!.textContent).to.contain('New York');
  });
});
