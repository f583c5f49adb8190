/**
 * The passcode screen of a protected event (part `passcode`), loaded only for such an event: a labelled field and
 * "Continue". With the service's own record (direct and demo mode) the passcode is compared here; behind a proxy
 * the times themselves are asked for with it, and the proxy's 403 says whether it was right. A wrong one is said
 * plainly on the field, which keeps focus, so the visitor simply types again. The field's value is read on submit
 * and cleared: the passcode is never written into the DOM.
 */
import { css, html, nothing } from 'lit';
import type { Resource } from '../../api/booking-schemas.js';
import { resourceIdOf } from '../../api/client-core.js';
import { describeStepFailure } from '../../core/failure.js';
import type { Translator } from '../../core/i18n/index.js';
// The screen's English strings join the catalog with it (catalogs/en-passcode.ts).
import '../../core/i18n/english-passcode.js';
import { isPasscodeRefusal, passcodeMatches } from '../../core/passcode.js';
import { adoptInto } from '../shared/adopt.js';
import type { GateState } from './passcode-types.js';

const styles = css`
  .passcode {
    display: grid;
    gap: 0.6rem;
    max-inline-size: 26rem;
    padding-block: 0.5rem;
  }
  .passcode-title {
    font-size: 1.1em;
  }
  .passcode-intro {
    color: var(--_muted);
  }
  .passcode label {
    font-weight: 600;
  }
  .passcode input {
    min-block-size: 2.75rem;
    padding: 0.5rem 0.65rem;
    font: inherit;
    color: inherit;
    background: var(--_bg);
    border: 1px solid var(--_edge);
    border-radius: var(--_radius);
  }
  .passcode input[aria-invalid='true'] {
    border: 2px solid var(--_error);
  }
  .passcode-problem {
    font-weight: 600;
    color: var(--_error);
  }
  .passcode .btn {
    justify-self: start;
  }
`;

const FIELD = 'passcode-field';

export function passcodeScreen(gate: GateState, resource: Resource, t: Translator) {
  adoptInto(gate.c.host.renderRoot, styles);
  const { problem, checking } = gate;
  const message =
    problem === undefined
      ? ''
      : problem === 'invalid' || problem === 'missing'
        ? t.t(problem === 'invalid' ? 'passcode.invalid' : 'passcode.missing')
        : t.t(problem.key, problem.params);
  return html`<form
    class="passcode"
    part="passcode"
    novalidate
    aria-labelledby="passcode-title"
    aria-busy=${checking ? 'true' : 'false'}
    @submit=${(event: SubmitEvent) => {
      event.preventDefault();
      const field = (event.currentTarget as HTMLFormElement).elements.namedItem(FIELD);
      if (!(field instanceof HTMLInputElement) || gate.checking) return;
      const given = field.value;
      void check(gate, resource, t, given).then((ok) => {
        if (!ok) {
          field.focus();
          field.select();
        } else field.value = '';
      });
    }}
  >
    <h3 class="passcode-title" id="passcode-title">${t.t('passcode.title')}</h3>
    <p class="passcode-intro">${t.t('passcode.intro')}</p>
    <label for=${FIELD}>${t.t('passcode.label')}</label>
    <input
      id=${FIELD}
      name=${FIELD}
      type="password"
      autocomplete="off"
      autocapitalize="off"
      spellcheck="false"
      enterkeyhint="go"
      part="field"
      aria-invalid=${message ? 'true' : 'false'}
      aria-describedby=${message ? 'passcode-problem' : nothing}
      ?readonly=${checking}
    />
    ${message ? html`<p class="passcode-problem" id="passcode-problem" role="alert">${message}</p>` : nothing}
    <button
      class="btn primary"
      type="submit"
      part="submit"
      aria-disabled=${checking ? 'true' : 'false'}
    >
      ${t.t(checking ? 'passcode.checking' : 'passcode.submit')}
    </button>
  </form>`;
}

/** Checks what was typed; true when the gate opened (the times then load, and focus moves to them). */
async function check(
  gate: GateState,
  resource: Resource,
  t: Translator,
  given: string,
): Promise<boolean> {
  const { c } = gate;
  const passcode = given.trim();
  const expected = resource.settings.privacy.passcode;
  let problem: typeof gate.problem;
  if (!passcode) problem = 'missing';
  else if (expected) problem = passcodeMatches(passcode, expected) ? undefined : 'invalid';
  else problem = await askProxy(gate, resource, passcode);
  gate.problem = problem;
  if (problem) {
    c.host.requestUpdate();
    await c.host.updateComplete;
    if (problem === 'invalid') c.announce(t.t('passcode.invalid'));
    return false;
  }
  gate.keep(resource, passcode);
  c.focus(c.query(resource).view === 'month' ? 'day' : 'slot');
  return true;
}

/** Behind a proxy: the times shown first, asked for with the passcode (the proxy's 403 when it's wrong). */
async function askProxy(gate: GateState, resource: Resource, passcode: string) {
  const { c } = gate;
  const id = resourceIdOf(resource);
  gate.checking = true;
  c.host.requestUpdate();
  try {
    const { client, cache } = await c.data.service();
    client.setPasscode(id, passcode);
    const { durationParam, requested } = c.query(resource);
    await cache.getRange(id, durationParam, requested.start, requested.end);
    return undefined;
  } catch (error) {
    c.data.currentService?.client.setPasscode(id, undefined);
    return isPasscodeRefusal(error)
      ? ('invalid' as const)
      : describeStepFailure('availability', error);
  } finally {
    gate.checking = false;
  }
}
