// /start-trial's island (components/trial-signup/start-trial-body.tsx). The cached page draws the
// visitor's form for everyone; this asks who is looking and adapts it: a signed-in customer sends
// from their account (no account fields), and one whose request is in gets the link to their
// panel instead of a second form. After a failed POST it takes keyboard and screen-reader users
// to the first field to fix.
const body = document.querySelector('[data-trial-body]');
const form = body?.querySelector('[data-trial-form]');
if (body && form) {
  form.querySelector('[aria-invalid="true"]')?.focus();
  fetch('/api/signup/viewer', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((viewer) => {
      if (!viewer) return;
      if (viewer.hasProject) {
        form.replaceWith(body.querySelector('template[data-has-project]').content.cloneNode(true));
      } else {
        form.querySelector('[data-account-fields]')?.remove();
        form.querySelector('[data-account-note]')?.removeAttribute('hidden');
      }
      for (const element of body.querySelectorAll('[data-viewer-email]')) {
        element.textContent = viewer.email;
        element.dataset.signedIn = '';
      }
    })
    .catch(() => {
      // Unknown who is looking: the visitor's form stays, and its action still knows the session.
    });
}
