import { AuthError, requireAdmin } from '@/lib/auth/session';
import { listComplaintsForAdmin } from '@/lib/complaints/queries';
import { AdminComplaintItem } from './admin-complaint-item';

/**
 * The admin panel's 'Libro de Reclamaciones' tab: every sheet, its deadline (overdue ones stand
 * out) and the answer form. It checks the admin role itself, whatever page renders it.
 */
export async function AdminComplaintsTab() {
  let items;
  try {
    items = await listComplaintsForAdmin(await requireAdmin());
  } catch (error) {
    if (error instanceof AuthError) return <p className="text-sm text-destructive">{error.message}</p>;
    throw error;
  }
  const pending = items.filter((item) => item.status === 'received');
  const overdue = pending.filter((item) => item.isOverdue).length;

  return (
    <section aria-labelledby="admin-complaints-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-complaints-heading" className="text-xl font-semibold">
          Libro de Reclamaciones
        </h2>
        <p className="text-sm text-muted-foreground">
          {pending.length} por responder
          {overdue > 0 ? <span className="font-semibold text-destructive"> · {overdue} vencida(s)</span> : null} · {items.length} en total
        </p>
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No hay hojas de reclamación registradas.</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <AdminComplaintItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
