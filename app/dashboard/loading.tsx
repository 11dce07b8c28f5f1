import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** The dashboard's shape while its data loads. */
export default function DashboardLoading() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <Spinner className="sr-only" label="Cargando tu panel..." />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-72" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-56" />
          <Skeleton className="h-40" />
        </div>
      </div>
    </div>
  );
}
