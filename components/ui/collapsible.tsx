'use client';

import { Collapsible as CollapsiblePrimitive } from 'radix-ui';

// Unstyled on purpose: trigger and content look different everywhere they are used.
const Collapsible = CollapsiblePrimitive.Root;
const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
const CollapsibleContent = CollapsiblePrimitive.Content;

export { Collapsible, CollapsibleTrigger, CollapsibleContent };
