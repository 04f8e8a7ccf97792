import { useEffect, useId, useRef } from 'react';
import { formatPrice } from '#shared/format/price.ts';
import { areaUnitLabel, describeConversion } from '#shared/quick-entry/land-units.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { QuickEntryResult } from '../quick-entry-result';
import { formatWholeNumber } from '#shared/format/numbers.ts';

type Props = {
  result: QuickEntryResult;
  applying: boolean;
  onApply: () => void;
  onDiscard: () => void;
};


/** What was found, field by field, to check before it goes into the form. */
export function QuickEntrySummary({ result, applying, onApply, onDiscard }: Props) {
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  // Screen readers and keyboards land on the result, not back at the top of the card.
  useEffect(() => region.current?.focus(), []);

  const rows: { label: string; value: string; note?: string }[] = [];
  const add = (label: string, value: string | number | null, note?: string) => {
    if (value !== null && value !== '') rows.push({ label, value: String(value), note });
  };
  add('Title', result.title);
  add('Type', result.property_type);
  add('Bedrooms', result.bedrooms);
  add('Baths', result.baths);
  // A size written in acres, gaj or kathas shows what it was, to check the conversion.
  const conversion = result.sqft_conversion ?? null;
  add(
    'Area (sq ft)',
    result.sqft === null ? null : formatWholeNumber(result.sqft),
    conversion && conversion.sqft === result.sqft
      ? describeConversion(conversion.sqft, conversion.from)
      : undefined,
  );
  const rate = result.price_rate ?? null;
  const rateText = rate
    ? `${formatPrice(rate.amount, 'INR')} per ${areaUnitLabel(rate.unit)}`
    : null;
  const rateNote = rateText ? `Rate ${rateText}` : undefined;
  add(
    'Price',
    result.price === null ? null : formatPrice(result.price, result.currency ?? 'INR'),
    result.price !== null && result.currency !== null && result.currency !== 'INR'
      ? 'Not applied: the form takes prices in INR.'
      : rateNote,
  );
  if (result.price === null) add('Rate', rateText);
  add('City', result.city);
  add('Locality', result.area);
  if (result.images !== null) {
    add(
      'Images',
      result.images.length,
      result.images.length > 0
        ? 'Photos are not copied: add them under Property Images.'
        : undefined,
    );
  }

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-lg border border-brand-100 bg-brand-50/40 p-3 outline-none focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Extracted details
      </h3>
      <dl className="mt-2 divide-y divide-slate-200 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[7.5rem_1fr] gap-2 py-1.5">
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd className="break-words text-slate-900">
              {row.value}
              {row.note ? <span className="block text-xs text-slate-600">{row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDiscard} disabled={applying}>
          Discard
        </Button>
        <Button type="button" onClick={onApply} disabled={applying}>
          {applying ? 'Applying...' : 'Apply to form'}
        </Button>
      </div>
    </section>
  );
}
