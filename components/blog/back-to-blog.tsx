import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';

export function BackToBlog() {
  return (
    <Link href="/blog" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver al Blog
    </Link>
  );
}
