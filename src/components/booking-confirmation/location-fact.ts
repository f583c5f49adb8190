/**
 * The confirmation's location: its kind ("Google Meet"), its name when that says more than the kind, the link to
 * join or the address or number (links only for http(s) and tel:), and its notes. A canceled booking keeps where
 * it was but offers nothing to join.
 */
import { html, nothing } from 'lit';
import type { Booking } from '../../api/booking-record-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
import { describeLocation } from '../../core/locations.js';
import { safeHttpUrl } from '../../core/safe-url.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-confirmation.js';

/** The location's `<dt>`/`<dd>` pair; `canceled`: no link, no meeting notes. */
export function renderLocation(
  translator: Translator,
  location: NonNullable<Booking['location']>,
  canceled: boolean,
) {
  const { t } = translator;
  const description = describeLocation(location);
  const label = t(description.labelKey);
  const name = description.name;
  const video = description.kind === 'video';
  const href = canceled ? undefined : description.href;
  const linkable = href && (safeHttpUrl(href) !== undefined || href.startsWith('tel:'));
  const external = linkable && !href.startsWith('tel:');
  return html`<div>
    <dt>${t('details.location')}</dt>
    <dd class="location">
      <span class="line">${label}</span>
      ${
        name && name.toLocaleLowerCase() !== label.toLocaleLowerCase()
          ? html`<span class="line" dir="auto">${name}</span>`
          : nothing
      }
      ${
        description.detail && !(canceled && video)
          ? html`<span class="line" dir="auto"
              >${
                linkable
                  ? html`<a
                      href=${href}
                      target=${external ? '_blank' : '_self'}
                      rel=${external ? 'noopener noreferrer' : 'nofollow'}
                      >${video ? t('location.joinMeeting') : description.detail}${
                        external
                          ? html`<span class="visually-hidden">
                              ${t('confirmation.opensInNewTab')}</span
                            >`
                          : nothing
                      }</a
                    >`
                  : description.detail
              }</span
            >`
          : nothing
      }
      ${
        video && !description.detail && !canceled
          ? html`<span class="line muted">${t('location.linkAfterBooking')}</span>`
          : nothing
      }
      ${canceled ? nothing : description.notes.map((note) => html`<span class="line muted" dir="auto">${note}</span>`)}
    </dd>
  </div>`;
}
