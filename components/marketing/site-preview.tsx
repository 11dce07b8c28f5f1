/**
 * A drawn (CSS only) sample of a customer site in a browser frame: it shows what people get
 * without an image download competing with the headline for the first paint.
 */
export function SitePreview() {
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-md rotate-1 rounded-xl border border-border bg-card shadow-xl sm:block">
      <div className="flex items-center gap-1.5 border-b border-border px-4 py-3">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ml-3 flex-1 truncate rounded bg-muted px-3 py-1 text-xs text-muted-foreground">cevicheriaelmuelle.pe</span>
      </div>
      <div className="space-y-4 p-5">
        <div className="rounded-lg bg-gradient-to-br from-sky-800 to-sky-700 p-5 text-white">
          <p className="text-xs font-medium tracking-wide uppercase opacity-90">Chorrillos · Lima</p>
          <p className="mt-1 text-2xl font-bold">Cevichería El Muelle</p>
          <p className="mt-1 text-sm opacity-90">Pescado del día, directo del terminal.</p>
          <span className="mt-4 inline-block rounded-md bg-white px-3 py-1.5 text-xs font-semibold text-sky-800">Ver la carta</span>
        </div>
        <div className="grid grid-cols-3 gap-3">
          {['Ceviche clásico', 'Leche de tigre', 'Jalea mixta'].map((dish) => (
            <div key={dish} className="rounded-md border border-border p-2">
              <div className="h-12 rounded bg-gradient-to-br from-orange-200 to-amber-100" />
              <p className="mt-2 text-xs font-medium">{dish}</p>
            </div>
          ))}
        </div>
        <div className="flex items-center justify-between rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white">
          <span>Pide por WhatsApp</span>
          <span>→</span>
        </div>
      </div>
    </div>
  );
}
