import { cn } from '@/lib/utils/cn';

type Props = { src: string; alt: string; priority?: boolean; className?: string };

/**
 * An article's cover at the 1200×630 share-image ratio. A plain <img>: covers come from our own
 * storage (local or S3) at their final size, so the image optimizer would add a hop for nothing,
 * and the fixed ratio keeps the layout from shifting while it loads.
 */
export function ArticleCover({ src, alt, priority = false, className }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above.
    <img
      src={src}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('aspect-[1200/630] w-full bg-muted object-cover', className)}
    />
  );
}
