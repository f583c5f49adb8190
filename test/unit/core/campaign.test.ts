import { expect } from '@open-wc/testing';
import { campaignFromQuery } from '../../../src/core/campaign.js';

describe('campaignFromQuery', () => {
  it('reads the five utm_* parameters, trimmed, and nothing else', () => {
    expect(
      campaignFromQuery(
        '?utm_source=newsletter&utm_medium=%20email%20&utm_campaign=spring+launch&utm_term=booking%20widget' +
          '&utm_content=hero&utm_id=7&name=Ada&email=ada%40example.com',
      ),
    ).to.deep.equal({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring launch',
      utm_term: 'booking widget',
      utm_content: 'hero',
    });
  });

  it('leaves out empty values and is undefined without any', () => {
    expect(campaignFromQuery('?utm_source=ads&utm_medium=&utm_term=%20')).to.deep.equal({
      utm_source: 'ads',
    });
    expect(campaignFromQuery('?resource=101&view=week')).to.equal(undefined);
    expect(campaignFromQuery('')).to.equal(undefined);
  });

  it('keeps markup as text and cuts very long values', () => {
    const campaign = campaignFromQuery(
      `?utm_source=${encodeURIComponent('<img src=x onerror=alert(1)>')}&utm_content=${'x'.repeat(5000)}`,
    )!;
    expect(campaign.utm_source).to.equal('<img src=x onerror=alert(1)>');
    expect(campaign.utm_content).to.have.length(200);
  });
});
