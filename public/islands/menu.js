// The public header's small-screen menu is a native <details>: it opens and works by keyboard
// with no script. This only closes it again after a choice (a link to a section of the same
// page leaves it open otherwise) or on Escape, returning focus to its button.
const menu = document.querySelector('details[data-menu]');
if (menu) {
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) menu.open = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
}
