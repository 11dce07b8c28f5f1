// A character counter under a text area ("12/1000 caracteres"), drawn by the server with the
// count of what it holds and kept up to date here as the visitor types.
for (const counter of document.querySelectorAll('[data-counts]')) {
  const field = document.getElementById(counter.dataset.counts);
  const limit = counter.textContent.split('/')[1];
  field?.addEventListener('input', () => {
    counter.textContent = `${field.value.length}/${limit}`;
  });
}
