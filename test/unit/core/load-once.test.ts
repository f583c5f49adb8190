import { expect } from '@open-wc/testing';
import { loadOnce, whenIdle } from '../../../src/core/load-once.js';

describe('loadOnce', () => {
  it('starts the load once and shares it between callers', async () => {
    let calls = 0;
    const load = loadOnce(async () => ++calls);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load(), calls]).to.deep.equal([1, 1, 1, 1]);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('offline');
      return 'module';
    });
    let failure: unknown;
    try {
      await load();
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(TypeError);
    expect(await load()).to.equal('module');
    expect(calls).to.equal(2);
  });
});

describe('whenIdle', () => {
  it('runs the callback once the browser is idle', async () => {
    const ran = await new Promise<boolean>((resolve) => {
      whenIdle(() => resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    expect(ran).to.equal(true);
  });
});
