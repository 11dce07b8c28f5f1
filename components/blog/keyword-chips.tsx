import { Badge } from '@/components/ui/badge';

/** SEO keywords as small chips; a list so screen readers announce how many there are. */
export function KeywordChips({ keywords, label = 'Palabras clave' }: { keywords: string[]; label?: string }) {
  if (keywords.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Badge variant="secondary" className="break-words whitespace-normal">
            {keyword}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
