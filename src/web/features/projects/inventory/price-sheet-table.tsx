import type { ReactNode } from 'react';
import type { UnitType } from '#shared/schemas/project-inventory.ts';
import { formatPrice } from '#shared/format/price.ts';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

const cell = 'px-3 py-2.5 text-right tabular-nums';
const inr = new Intl.NumberFormat('en-IN');
/** The marketer's Edit and Delete stay in sight while a phone scrolls the table sideways. */
const sticky = 'sticky right-0 bg-white shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.2)]';
const HEADINGS = [
  'Carpet (sq ft)',
  'Price per sq ft',
  'Floor rise (per sq ft per floor)',
  'Other charges',
  'From',
];

type Props = {
  labelledBy: string;
  items: UnitType[];
  /** The marketer's buttons for a row; none: a reader's table. */
  actions: ((t: UnitType) => ReactNode) | undefined;
};

/** The unit types as a table that scrolls in its own box on a phone. */
export function PriceSheetTable({ labelledBy, items, actions }: Props) {
  return (
    // The box has its own name: a region named like its section would be announced twice.
    <ScrollRegion aria-label="Price sheet table" className="mt-3">
      <table aria-labelledby={labelledBy} className="w-full min-w-[36rem] text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Unit type
            </th>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className={cell}>
                {h}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={`px-3 py-2 ${sticky}`}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((t) => (
            <tr key={t.id}>
              <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
                {t.label}
              </th>
              <td className={cell}>{inr.format(t.carpet_sqft)}</td>
              <td className={cell}>{formatPrice(t.price_per_sqft)}</td>
              <td className={cell}>{t.floor_rise ? formatPrice(t.floor_rise) : '—'}</td>
              <td className={cell}>{t.other_charges ? formatPrice(t.other_charges) : '—'}</td>
              <td className={`${cell} font-semibold`}>{formatPrice(t.from_price)}</td>
              {actions ? (
                <td className={`px-1 py-1.5 text-right ${sticky}`}>{actions(t)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
