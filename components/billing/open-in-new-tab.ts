/**
 * Opens a provider page in a new tab once its URL is known. The URL arrives after an await, so
 * some browsers block the popup; then the current tab goes there instead (the provider returns
 * the customer to /dashboard either way).
 */
export function openInNewTab(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) {
    // Cut the back-reference: the provider's page must not be able to navigate this tab.
    opened.opener = null;
  } else {
    window.location.assign(url);
  }
}
