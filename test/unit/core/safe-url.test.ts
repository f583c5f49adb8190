import { expect } from '@open-wc/testing';
import { safeHttpUrl, safeImageUrl } from '../../../src/core/safe-url.js';
import { expandUrlTemplate } from '../../../src/core/manage-url.js';
import { withQuery } from '../../../src/core/url-query.js';

describe('safeHttpUrl', () => {
  it('allows absolute http and https URLs, normalised', () => {
    expect(safeHttpUrl('https://example.com/thanks?x=1')).to.equal(
      'https://example.com/thanks?x=1',
    );
    expect(safeHttpUrl('  HTTP://Example.com  ')).to.equal('http://example.com/');
    expect(safeHttpUrl('https://例え.jp/パス')).to.equal(
      'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9',
    );
  });

  it('rejects script, data, other schemes, relative and malformed values', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://example.com/uuid',
      'file:///etc/passwd',
      'ftp://example.com/',
      'mailto:a@b.co',
      '/relative/path',
      'relative/path',
      '//evil.example/path',
      'https:/missing-slash',
      'https://',
      'https://user:pass@example.com/',
      '',
      null,
      undefined,
      42,
      { href: 'https://example.com' },
    ]) {
      expect(safeHttpUrl(value), String(value)).to.equal(undefined);
    }
  });
});

describe('withQuery and expandUrlTemplate', () => {
  it('adds the booking id to a redirect, keeping existing parameters', () => {
    expect(withQuery('https://example.com/done?ref=ad#top', { booking_id: 'bk_1 2' })).to.equal(
      'https://example.com/done?ref=ad&booking_id=bk_1+2#top',
    );
    expect(withQuery('javascript:alert(1)', { booking_id: 'x' })).to.equal(undefined);
  });

  it('fills a manage-url template with encoded values and refuses unsafe results', () => {
    expect(
      expandUrlTemplate('https://example.com/manage/{booking_id}?a={action}', {
        booking_id: 'a/b c',
        action: 'cancel',
      }),
    ).to.equal('https://example.com/manage/a%2Fb%20c?a=cancel');
    expect(expandUrlTemplate('{booking_id}', { booking_id: 'javascript:alert(1)' })).to.equal(
      undefined,
    );
    expect(expandUrlTemplate('https://example.com/{unknown}', {})).to.equal(
      'https://example.com/%7Bunknown%7D',
    );
  });
});

describe('safeImageUrl (a host avatar)', () => {
  it('allows http(s) URLs and inline images', () => {
    expect(safeImageUrl('https://cdn.example.com/a.png')).to.equal('https://cdn.example.com/a.png');
    const inline =
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    expect(safeImageUrl(inline)).to.equal(inline);
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).to.equal(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('rejects script, other data, relative and non-string values', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:application/javascript,alert(1)',
      'data:image/x-icon;base64,AAAA',
      'blob:https://example.com/uuid',
      '//cdn.example.com/a.png',
      '/a.png',
      null,
      42,
    ])
      expect(safeImageUrl(value), String(value)).to.equal(undefined);
  });
});
