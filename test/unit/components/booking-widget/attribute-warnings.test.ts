import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../../src/index.js';
import type { BookingWidget } from '../../../../src/index.js';
import { open, prefetch } from '../../../../src/components/booking-dialog/popup.js';

/**
 * What the console was told during `run`, by level. The warnings' module loads when the markup may hold a
 * mistake (console-warnings.ts): what it says once it has arrived counts.
 */
async function consoleDuring(run: () => Promise<void>) {
  const said = { warn: [] as string[], error: [] as string[] };
  const original = { warn: console.warn, error: console.error };
  console.warn = (...args: unknown[]) => said.warn.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => said.error.push(args.map(String).join(' '));
  try {
    await run();
    await import('../../../../src/components/booking-widget/attribute-warnings.js');
    await new Promise((done) => setTimeout(done));
  } finally {
    Object.assign(console, original);
  }
  return said;
}

describe("a site owner's mistakes in the markup", () => {
  it('each bad value is named once on the console with what the attribute takes, and the widget works', async () => {
    let el!: BookingWidget;
    const said = await consoleDuring(async () => {
      el = await fixture<BookingWidget>(
        html`<booking-widget
          resource="101"
          demo
          view="weeks"
          theme="blue"
          language="xx"
          timezone="Mars/Base"
          duration="thirty"
          date="2026-13-45"
        ></booking-widget>`,
      );
      await waitUntil(
        () => el.shadowRoot!.querySelector('[part~="day"][part~="available"]'),
        'no times',
        {
          timeout: 20_000,
        },
      );
      // Renders that follow (another attribute, the same bad values) say nothing again.
      el.setAttribute('hide-details', '');
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(said.error).to.deep.equal([]);
    const expected: [string, string, RegExp][] = [
      ['view', 'weeks', /month, week, day/],
      ['theme', 'blue', /light, dark, auto/],
      ['language', 'xx', /en-US.*ja/],
      ['timezone', 'Mars/Base', /IANA time zone/],
      ['duration', 'thirty', /30m, 1h or 1d/],
      ['date', '2026-13-45', /YYYY-MM-DD/],
    ];
    expect(said.warn).to.have.length(expected.length);
    for (const [name, value, accepts] of expected) {
      const line = said.warn.find((text) => text.includes(`${name}="${value}"`));
      expect(line, `no warning for ${name}`).to.match(accepts);
    }
    // A new bad value is a new mistake: said once more.
    const again = await consoleDuring(async () => {
      el.setAttribute('view', 'year');
      await el.updateComplete;
    });
    expect(again.warn).to.have.length(1);
    expect(again.warn[0]).to.contain('view="year"');
  });

  it("a duration the resource doesn't offer is named once, with the ones it does", async () => {
    const said = await consoleDuring(async () => {
      const el = await fixture<BookingWidget>(
        html`<booking-widget resource="101" demo duration="45m"></booking-widget>`,
      );
      await waitUntil(
        () => el.shadowRoot!.querySelector('[part~="day"][part~="available"]'),
        'no times',
        {
          timeout: 20_000,
        },
      );
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(said.warn).to.deep.equal([
      '[booking-widget] duration="45m" is not a value it takes (one of this resource\'s durations: 30m, 60m); using 30m.',
    ]);
  });

  it('says nothing about values the widget takes', async () => {
    const said = await consoleDuring(async () => {
      const el = await fixture<BookingWidget>(
        html`<booking-widget
          resource="101"
          demo
          view="week"
          theme="dark"
          language="de"
          timezone="Europe/Berlin"
          duration="30m"
          date="2026-12-01"
        ></booking-widget>`,
      );
      await el.updateComplete;
    });
    expect(said.warn).to.deep.equal([]);
  });

  it('a popup trigger without a resource is named once, not on each hover and click', async () => {
    const said = await consoleDuring(async () => {
      prefetch({ resource: '' });
      open({ resource: '' });
      open({ resource: '' });
    });
    expect(said.error).to.deep.equal([]);
    expect(said.warn).to.have.length(1);
    expect(said.warn[0]).to.contain('data-booking-resource');
    expect(document.querySelector('booking-dialog[open]')).to.equal(null);
  });

  it('a page of events with a user or page that is not an id is named on the console', async () => {
    const said = await consoleDuring(async () => {
      const el = await fixture<BookingWidget>(
        html`<booking-widget demo user="maya" page="-3"></booking-widget>`,
      );
      await el.updateComplete;
    });
    expect(said.warn.find((line) => line.includes('user') && line.includes('maya'))).to.match(
      /user_id, a whole number/,
    );
    expect(said.warn.find((line) => line.includes('page') && line.includes('-3'))).to.match(
      /page_id, a whole number/,
    );
  });

  it('a missing base-url is named once on the console and in the message the owner sees', async () => {
    let el!: BookingWidget;
    const said = await consoleDuring(async () => {
      el = await fixture<BookingWidget>(
        html`<booking-widget resource="101" api-key="YOUR_KEY"></booking-widget>`,
      );
      await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'no message', {
        timeout: 20_000,
      });
      el.setAttribute('view', 'week');
      await el.updateComplete;
    });
    expect(said.warn).to.have.length(1);
    expect(said.warn[0]).to.match(/base-url is missing \(an api-key alone is not enough\)/);
    const message = el.shadowRoot!.querySelector('[role="alert"]')!.textContent!;
    expect(message).to.contain('missing base-url');
    expect(message).not.to.contain('API key');
  });

  it('near misses get a "did you mean", once per element and value', async () => {
    let el!: BookingWidget;
    const said = await consoleDuring(async () => {
      el = await fixture<BookingWidget>(
        html`<booking-widget
          demo
          resource-id="101"
          apikey="demo"
          base_url="/v1"
          language="en"
          tiemzone="UTC"
        ></booking-widget>`,
      );
      el.setAttribute('view', 'week');
      await el.updateComplete;
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(said.warn).to.have.length(5);
    const line = (start: string) => said.warn.find((text) => text.includes(start));
    expect(line('language="en"')).to.match(/did you mean "en-US"\?/);
    expect(line('resource-id is')).to.match(/did you mean resource\?/);
    expect(line('apikey is')).to.match(/did you mean api-key\?/);
    expect(line('base_url is')).to.match(/did you mean base-url\?/);
    expect(line('tiemzone is')).to.match(/did you mean timezone\?/);
  });

  it('the element\'s own lang without language: "did you mean language", once; with language, nothing', async () => {
    let el!: BookingWidget;
    const said = await consoleDuring(async () => {
      el = await fixture<BookingWidget>(
        html`<booking-widget demo resource="101" lang="de-AT"></booking-widget>`,
      );
      el.requestUpdate();
      await el.updateComplete;
      await fixture(
        html`<booking-widget demo resource="101" lang="de" language="de"></booking-widget>`,
      );
      await fixture(html`<booking-widget demo resource="101" lang="x-klingon"></booking-widget>`);
    });
    expect(said.warn).to.deep.equal([
      '[booking-widget] lang="de-AT" does not choose the language it speaks (lang is the browser\'s); did you mean language="de"? Using the resource’s language, else the browser’s.',
    ]);
  });

  it('a language near one of the 22 codes names it', async () => {
    const { nearLanguage } =
      await import('../../../../src/components/booking-widget/attribute-warnings.js');
    expect(['en', 'EN-gb', 'pt-BR', 'zh-CN', 'et', 'de-AT', 'xx'].map(nearLanguage)).to.deep.equal([
      'en-US',
      'en-US',
      'pt',
      'zh',
      'est',
      'de',
      undefined,
    ]);
  });
});

describe('"did you mean" for the words an attribute takes', () => {
  it('a near miss of view, theme, language or action names the word meant, once', async () => {
    let el!: BookingWidget;
    const said = await consoleDuring(async () => {
      el = await fixture<BookingWidget>(
        html`<booking-widget
          resource="101"
          demo
          view="weak"
          theme="drak"
          language="en_US"
          booking="1"
          action="cancle"
        ></booking-widget>`,
      );
      el.requestUpdate();
      await el.updateComplete;
    });
    const line = (start: string) => said.warn.filter((text) => text.includes(start));
    expect(line('view="weak"')).to.have.length(1);
    expect(line('view="weak"')[0]).to.match(
      /did you mean "week"\? It takes month, week, day\); using month/,
    );
    expect(line('theme="drak"')[0]).to.match(/did you mean "dark"\?/);
    expect(line('language="en_US"')[0]).to.match(/did you mean "en-US"\?/);
    expect(line('action="cancle"')[0]).to.match(
      /did you mean "cancel"\? It takes reschedule or cancel/,
    );
  });

  it('nearWord: case, one letter, two swapped, a word added or cut; nothing for an unrelated word', async () => {
    const { nearWord } =
      await import('../../../../src/components/booking-widget/attribute-warnings.js');
    const views = ['month', 'week', 'day'];
    expect(
      ['Month', 'weak', 'weekly', 'dya', 'monthly', 'year', 'w'].map((v) => nearWord(v, views)),
    ).to.deep.equal(['month', 'week', 'week', 'day', 'month', undefined, undefined]);
    expect(
      ['drak', 'dark-mode', 'system', 'ligth'].map((v) => nearWord(v, ['light', 'dark', 'auto'])),
    ).to.deep.equal(['dark', 'dark', undefined, 'light']);
  });
});
