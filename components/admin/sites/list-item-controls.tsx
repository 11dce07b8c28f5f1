'use client';

import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The editor's buttons on one item of a list (a page's sections, a section's items): up, down, remove. */
export function ListItemControls({
  label,
  index,
  count,
  first = 0,
  onMove,
  onRemove,
}: {
  /** What the item is, for the buttons' names: 'section', 'Item'... */
  label: string;
  index: number;
  count: number;
  /** The highest place the item may move to: a list with a fixed head (a site's Inicio) starts lower. */
  first?: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  return (
    <span className="flex gap-1">
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={`Move ${label} ${index + 1} up`}
        disabled={index === first}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={`Move ${label} ${index + 1} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
      <Button type="button" size="icon" variant="ghost" aria-label={`Remove ${label} ${index + 1}`} onClick={onRemove}>
        <Trash2Icon aria-hidden="true" />
      </Button>
    </span>
  );
}
