import { Info } from 'lucide-react';
import { complaintLegalNotices } from '@/lib/complaints/present';

/** The two notices every sheet must carry, worded as Indecopi's model sheet does. */
export function LegalNotices({ deadlineBusinessDays }: { deadlineBusinessDays: number }) {
  return (
    <ul className="space-y-2 rounded-lg border border-border bg-muted p-4 text-sm print:bg-transparent">
      {complaintLegalNotices(deadlineBusinessDays).map((notice) => (
        <li key={notice} className="flex gap-2">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{notice}</span>
        </li>
      ))}
    </ul>
  );
}
