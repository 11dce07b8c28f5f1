import { Spinner } from '@/components/ui/spinner';

/** Shown while the server checks the session and role and loads the tab (spec: a spinner). */
export default function AdminLoading() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner className="size-8 text-primary" label="Checking access..." />
    </div>
  );
}
