/* global requestAnimationFrame, MessageChannel, performance, setTimeout, Event */
// In-page helpers of the bench, installed with addInitScript (plain JS: evaluated as written, never transpiled).
// They look through open shadow roots, since the widget renders inside them.
(() => {
  /** Every element matching `selector` in the document and in every open shadow root, in document order. */
  function deepQueryAll(selector, root = document) {
    const found = [];
    const visit = (node) => {
      for (const element of node.querySelectorAll('*')) {
        if (element.matches(selector)) found.push(element);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(root);
    return found;
  }

  function isVisible(element) {
    if (!element.isConnected) return false;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  function firstVisible(selector) {
    return deepQueryAll(selector).find(isVisible);
  }

  /** Resolves with performance.now() just after the next frame has been rendered (rAF, then a task). */
  function afterNextPaint() {
    return new Promise((resolve) => {
      requestAnimationFrame(() => afterThisFrame(() => resolve(performance.now())));
    });
  }

  /** Runs `callback` in a task of its own: posted from an animation-frame callback, once that frame is drawn. */
  function afterThisFrame(callback) {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(0);
  }

  /**
   * Checks `predicate` once each frame has been drawn (in a task posted from that frame's animation-frame callbacks),
   * with that frame's start time: what a later callback of the frame showed counts too (a popup opens just before
   * its frame). Resolves with the time just after the frame that first shows it.
   */
  function paintedWhen(predicate, timeoutMs = 20000) {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const check = (frame) => {
        if (predicate(frame)) resolve(performance.now());
        else if (performance.now() - started > timeoutMs)
          reject(new Error(`timed out after ${timeoutMs} ms`));
        else next();
      };
      const next = () => requestAnimationFrame((frame) => afterThisFrame(() => check(frame)));
      next();
    });
  }

  /** Clicks a trigger (a synthetic click: no hover first) and measures until the first slot is painted. */
  async function clickToSlots(triggerSelector) {
    const trigger = document.querySelector(triggerSelector);
    if (!trigger) throw new Error(`no ${triggerSelector}`);
    const started = performance.now();
    trigger.click();
    const painted = await paintedWhen(() => firstVisible('[part~="slot"]') !== undefined);
    return painted - started;
  }

  /** A visible (possibly shadow) control matching `selector` whose aria-label or text is exactly `name`. */
  function findControl(selector, name) {
    const wanted = name.trim().toLowerCase();
    return deepQueryAll(selector).find(
      (element) =>
        isVisible(element) &&
        ((element.getAttribute('aria-label') ?? '').trim().toLowerCase() === wanted ||
          (element.textContent ?? '').trim().toLowerCase() === wanted),
    );
  }

  /** The visible calendar's period title ("March 2026", "Week of …"). */
  function periodTitle() {
    return firstVisible('#period-title')?.textContent?.trim() ?? '';
  }

  function calendarIdle() {
    const calendar = firstVisible('[part~="calendar"]');
    return calendar !== undefined && calendar.getAttribute('aria-busy') !== 'true';
  }

  /** Clicks the control named `name` and resolves once the period title changed and the calendar is idle. */
  async function navigate(name) {
    const control = findControl('button', name);
    if (!control) throw new Error(`no visible button "${name}"`);
    if (control.disabled) throw new Error(`button "${name}" is disabled`);
    const before = periodTitle();
    const isViewSwitch = control.hasAttribute('aria-pressed');
    control.click();
    await paintedWhen(() => (isViewSwitch || periodTitle() !== before) && calendarIdle());
  }

  /**
   * Month switch with cached data: click "Next month", time until the DOM shows the new month (rendered) and
   * until the frame after that (painted).
   */
  async function timeMonthSwitch(name) {
    const control = findControl('button', name);
    if (!control) throw new Error(`no visible button "${name}"`);
    const before = periodTitle();
    const widget = control.getRootNode().host;
    const started = performance.now();
    control.click();
    // Rendered: the widget's update cycle has committed the new month (Lit's updateComplete); if the data were
    // not cached this would take further tasks, which the loop waits for too.
    let rendered = Number.NaN;
    for (let attempt = 0; attempt < 1000 && Number.isNaN(rendered); attempt++) {
      if (widget?.updateComplete) await widget.updateComplete;
      if (periodTitle() !== before && calendarIdle()) rendered = performance.now();
      else await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (Number.isNaN(rendered)) throw new Error('the month did not change');
    const painted = await afterNextPaint();
    return { renderMs: rendered - started, toPaintMs: painted - started };
  }

  /**
   * The same switch with the click delivered at the start of a frame (inside a requestAnimationFrame callback), the
   * way a real input event reaches the page between frames, so the figure does not include a random wait for the
   * next frame boundary. Counts the frames from the click to the first one that shows the new month, idle (1: the
   * very frame the click arrived in, i.e. within one frame), and the time to just after that frame.
   */
  async function timeMonthSwitchAligned(name) {
    const control = findControl('button', name);
    if (!control) throw new Error(`no visible button "${name}"`);
    const before = periodTitle();
    const shown = () => periodTitle() !== before && calendarIdle();
    return new Promise((resolve, reject) => {
      requestAnimationFrame(() => {
        const started = performance.now();
        let frames = 1;
        control.click();
        const afterFrame = () => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            if (shown()) resolve({ frames, toPaintMs: performance.now() - started });
            else if (frames >= 600) reject(new Error('the month did not change'));
            else
              requestAnimationFrame(() => {
                frames += 1;
                afterFrame();
              });
          };
          channel.port2.postMessage(0);
        };
        // Lit renders in a microtask after the click, before this frame's style, layout and paint.
        afterFrame();
      });
    });
  }

  /** A valid value for a field, by its type and name (the fixtures' questions: name, email, then others). */
  function sampleValue(field) {
    const type = (field.getAttribute('type') ?? field.tagName).toLowerCase();
    // A placeholder is usually an example of a valid answer; use it when it satisfies the pattern.
    const placeholder = field.getAttribute('placeholder');
    if (placeholder && type !== 'email' && type !== 'number' && type !== 'date') {
      const pattern = field.getAttribute('pattern');
      let fits;
      try {
        fits = !pattern || new RegExp(`^(?:${pattern})$`, 'v').test(placeholder);
      } catch {
        fits = true; // a pattern that doesn't compile is ignored, as by the widget
      }
      if (fits) return placeholder;
    }
    const name = (field.getAttribute('name') ?? '').toLowerCase();
    if (type === 'email' || name.includes('email')) return 'ada.lovelace@example.com';
    if (type === 'tel') return '+1 212 555 0100';
    if (type === 'number') return field.min || '10';
    if (type === 'date') return new Date(Date.now() + 86_400_000 * 7).toISOString().slice(0, 10);
    if (type === 'url') return 'https://example.com';
    if (name === 'name' || name.includes('name')) return 'Ada Lovelace';
    return 'Benchmark booking';
  }

  /**
   * Fills every visible, empty, required field of the visible form the way a person would (input + change events);
   * `values` (by field name) overrides the sample values: a string, or for checkboxes an array of keys / true.
   */
  function fillForm(values = {}) {
    const form = firstVisible('[part~="form"]');
    if (!form) throw new Error('no visible form');
    const scope = form.shadowRoot ?? form;
    const fields = [form, ...deepQueryAll('input, textarea, select', scope)].filter(
      (element) =>
        element.matches('input, textarea, select') && isVisible(element) && !element.disabled,
    );
    const radiosDone = new Set();
    for (const field of fields) {
      const type = (field.getAttribute('type') ?? '').toLowerCase();
      if (type === 'hidden' || type === 'submit' || type === 'button' || type === 'file') continue;
      const given = values[field.name];
      if (type === 'radio') {
        if (radiosDone.has(field.name)) continue;
        if (given !== undefined && field.value !== given) continue;
        radiosDone.add(field.name);
        field.click();
        continue;
      }
      if (type === 'checkbox') {
        const wanted = Array.isArray(given)
          ? given.includes(field.value)
          : given === true || field.required;
        if (wanted && !field.checked) field.click();
        continue;
      }
      if (field.tagName === 'SELECT') {
        const option = [...field.options].find(
          (candidate) =>
            candidate.value !== '' &&
            !candidate.disabled &&
            (given === undefined || candidate.value === given),
        );
        if (option) field.value = option.value;
      } else if (given !== undefined) {
        field.value = String(given);
      } else if (field.value === '' && field.required) {
        field.value = sampleValue(field);
      } else continue;
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    }
  }

  /**
   * Live mode: resolves with the ms from the visitor's first sign of intent (pointer over or down, touch, focus,
   * click; or `intent()` for a scroll) to just after the frame that first shows a time, that intent's time, and
   * `shownAt` (performance.now()'s clock): the start of that frame. What the page asks for after `shownAt` cannot have
   * been needed to show that time (`requestedBy`).
   */
  function untilTimes() {
    const bench = globalThis.__bench;
    bench.intentAt = undefined;
    const mark = () => (bench.intentAt ??= performance.now());
    for (const type of [
      'pointerover',
      'pointerdown',
      'touchstart',
      'mousedown',
      'focusin',
      'click',
    ])
      window.addEventListener(type, mark, { capture: true, once: true });
    let shownAt;
    const shown = (frame) => {
      if (firstVisible('[part~="slot"]') === undefined) return false;
      shownAt ??= frame;
      return true;
    };
    return paintedWhen(shown, 60000).then((painted) => ({
      ms: painted - bench.intentAt,
      intentAt: performance.timeOrigin + bench.intentAt,
      shownAt,
    }));
  }

  /**
   * Paths of the same-origin files whose fetch started by `until` (performance.now() time), by Resource Timing in
   * the page's own clock. Read once the page is quiet: an entry appears only when its response has ended.
   */
  function requestedBy(until) {
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= until)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname);
  }

  /** The inline way's intent: the tag below the fold scrolled into view at once. */
  function scrollIntoView(selector) {
    globalThis.__bench.intentAt = performance.now();
    document.querySelector(selector).scrollIntoView({ block: 'start' });
  }

  globalThis.__bench = {
    untilTimes,
    requestedBy,
    scrollIntoView,
    fillForm,
    findControl,
    periodTitle,
    calendarIdle,
    navigate,
    timeMonthSwitch,
    timeMonthSwitchAligned,
    deepQueryAll,
    isVisible,
    firstVisible,
    afterNextPaint,
    paintedWhen,
    clickToSlots,
  };
})();
