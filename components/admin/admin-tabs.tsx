'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export type AdminTab = { value: string; label: string };

/**
 * The panel's tabs, kept in the URL (?tab=...) so reload and back return to the same place. Only
 * the active tab is rendered by the server; switching loads the next one with a spinner.
 */
export function AdminTabs({ tabs, active, children }: { tabs: readonly AdminTab[]; active: string; children: ReactNode }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(active);

  function select(value: string) {
    startTransition(() => {
      setShown(value);
      router.push(value === 'submissions' ? '/admin' : `/admin?tab=${value}`);
    });
  }

  return (
    <Tabs value={shown} onValueChange={select} activationMode="manual">
      <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={shown} className="mt-4">
        {isPending && shown !== active ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-8 text-primary" label="Loading..." />
          </div>
        ) : (
          children
        )}
      </TabsContent>
    </Tabs>
  );
}
