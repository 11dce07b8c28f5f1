'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

import type { BillingDetails } from '@/lib/billing/billing-details-schema';

type Value = {
  details: BillingDetails | null;
  /** True when receipts are issued: checkout asks for the details first. */
  required: boolean;
  setDetails: (details: BillingDetails) => void;
};

const BillingDetailsContext = createContext<Value>({ details: null, required: false, setDetails: () => undefined });

/**
 * The customer's receipt data for every plan button on the page (subscription card and preview
 * review), so details given in one place are known in the other without a reload.
 */
export function BillingDetailsProvider({ initial, required, children }: { initial: BillingDetails | null; required: boolean; children: ReactNode }) {
  const [details, setDetails] = useState(initial);
  return <BillingDetailsContext.Provider value={{ details, required, setDetails }}>{children}</BillingDetailsContext.Provider>;
}

export const useBillingDetails = () => useContext(BillingDetailsContext);
