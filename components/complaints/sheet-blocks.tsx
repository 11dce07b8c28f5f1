import { sheetBlocks, type ComplaintSheetView } from '@/lib/complaints/present';

/** The sheet's three blocks as definition lists (admin panel; the printable page has its own frame). */
export function SheetBlocks({ sheet }: { sheet: ComplaintSheetView }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {sheetBlocks(sheet).map((block) => (
        <section key={block.title} className="space-y-2">
          <h4 className="text-sm font-semibold">{block.title}</h4>
          <dl className="space-y-2 text-sm">
            {block.rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
