// The floating "Compró su sitio web" notice (components/marketing/social-proof-notice.tsx draws
// its region and markup). The feed is fetched only when the first notice is due, keeping the page
// load lean. Announced politely and never focused: it never interrupts someone typing or reading.
import { hasNotices, noticeFor, SOCIAL_PROOF_TIMING } from './social-proof-notice.js';

const region = document.querySelector('[data-social-proof]');
const template = region?.querySelector('template');
if (region && template) {
  const { firstDelayMs, intervalMs, visibleMs } = SOCIAL_PROOF_TIMING;
  let feed;
  let appearance = 0;
  let repeat;
  let hide;

  const close = () => region.querySelector('[data-notice]')?.remove();

  const loadFeed = async () => {
    if (feed === undefined) {
      try {
        const response = await fetch('/api/social-proof');
        feed = response.ok ? await response.json() : null;
      } catch {
        feed = null;
      }
    }
    return feed;
  };

  const show = async () => {
    const current = await loadFeed();
    if (!current || !hasNotices(current)) {
      clearInterval(repeat);
      return;
    }
    const notice = noticeFor(current, appearance, new Date());
    appearance += 1;
    close();
    clearTimeout(hide);
    if (!notice) return;
    const element = template.content.firstElementChild.cloneNode(true);
    for (const field of element.querySelectorAll('[data-field]')) field.textContent = notice[field.dataset.field] ?? '';
    element.querySelector('[data-field="time"]').hidden = !notice.time;
    element.querySelector('[data-close]').addEventListener('click', close);
    region.append(element);
    hide = setTimeout(close, visibleMs);
  };

  setTimeout(() => {
    void show();
    repeat = setInterval(() => void show(), intervalMs);
  }, firstDelayMs);
  region.dataset.ready = '';
}
