import type { AppConfig } from '@/lib/config';

/** Image origins the CSP must allow: the S3 public URL's origin when files live there. */
export function storageImageOrigins(config: AppConfig): string[] {
  if (config.storage.kind !== 's3') return [];
  const base = config.storage.publicUrl ?? config.storage.endpoint;
  return base ? [new URL(base).origin] : [];
}
