import type { Key, ReactNode } from 'react';
import { Card } from './card';

type Props<T> = {
  /** Names the list for screen readers, e.g. 'Sent invitations'. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
};

/** Rows stacked in one card with a rule between them: the lists of people, invitations and notifications. */
export function CardList<T>({ label, items, itemKey, renderItem }: Props<T>) {
  return (
    <Card className="overflow-hidden">
      <ul aria-label={label} className="divide-y divide-slate-100">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </Card>
  );
}
