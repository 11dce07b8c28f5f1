import { notFound } from 'next/navigation';
import { logNotFound } from '@/lib/http/not-found-log';

/**
 * Matches only paths no other route claims. It logs the attempted path and renders the
 * not-found page, while every real page stays statically renderable.
 */
export default async function UnknownRoute({ params }: { params: Promise<{ unknown: string[] }> }) {
  const { unknown } = await params;
  logNotFound(`/${unknown.join('/')}`);
  notFound();
}
