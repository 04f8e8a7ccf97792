import { useId, useState, type FormEvent } from 'react';
import type { UnitType } from '#shared/schemas/project-inventory.ts';
import { formatPrice } from '#shared/format/price.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAddUnitType, useDeleteUnitType, usePriceSheet } from './inventory-api';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

const cell = 'px-3 py-2.5 text-right tabular-nums';
const inr = new Intl.NumberFormat('en-IN');

/** The price sheet: every unit type with its rupees in en-IN grouping; the marketer adds and deletes. */
export function PriceSheet({ projectId }: { projectId: string }) {
  const headingId = useId();
  const query = usePriceSheet(projectId);
  const remove = useDeleteUnitType(projectId);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Price sheet
        </h2>
        {query.isPending ? (
          <Skeleton className="mt-3 h-24 w-full" />
        ) : query.isError ? (
          <LoadErrorScreen
            headingLevel="h3"
            title="Could not load the price sheet"
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {query.data.items.length === 0 ? (
              <p className="mt-2 text-slate-700">No unit types priced yet.</p>
            ) : (
              <ScrollRegion aria-labelledby={headingId} className="mt-3">
                <table className="w-full min-w-[36rem] text-sm">
                  <thead className="text-slate-600">
                    <tr>
                      <th scope="col" className="px-3 py-2 text-left">
                        Unit type
                      </th>
                      <th scope="col" className={cell}>
                        Carpet (sq ft)
                      </th>
                      <th scope="col" className={cell}>
                        Price per sq ft
                      </th>
                      <th scope="col" className={cell}>
                        Floor rise (per sq ft per floor)
                      </th>
                      <th scope="col" className={cell}>
                        Other charges
                      </th>
                      <th scope="col" className={cell}>
                        From
                      </th>
                      {query.data.can_edit ? (
                        <th scope="col" className="px-3 py-2">
                          <span className="sr-only">Actions</span>
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {query.data.items.map((t: UnitType) => (
                      <tr key={t.id}>
                        <th
                          scope="row"
                          className="px-3 py-2.5 text-left font-medium text-slate-900"
                        >
                          {t.label}
                        </th>
                        <td className={cell}>{inr.format(t.carpet_sqft)}</td>
                        <td className={cell}>{formatPrice(t.price_per_sqft)}</td>
                        <td className={cell}>{t.floor_rise ? formatPrice(t.floor_rise) : '—'}</td>
                        <td className={cell}>
                          {t.other_charges ? formatPrice(t.other_charges) : '—'}
                        </td>
                        <td className={`${cell} font-semibold`}>{formatPrice(t.from_price)}</td>
                        {query.data.can_edit ? (
                          <td className="px-3 py-2.5 text-right">
                            <Button
                              variant="ghost"
                              size="sm"
                              disabled={remove.isPending}
                              onClick={() => remove.mutate(t.id)}
                            >
                              Delete<span className="sr-only"> {t.label}</span>
                            </Button>
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
            {query.data.can_edit ? <AddUnitTypeForm projectId={projectId} /> : null}
          </>
        )}
      </section>
    </Card>
  );
}

const numberFields = [
  ['carpet_sqft', 'Carpet (sq ft)'],
  ['price_per_sqft', 'Price per sq ft (₹)'],
  ['floor_rise', 'Floor rise (₹ per sq ft per floor)'],
  ['other_charges', 'Other charges (₹)'],
] as const;

function AddUnitTypeForm({ projectId }: { projectId: string }) {
  const add = useAddUnitType(projectId);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const num = (k: string) => Number(data.get(k) || 0);
    const from = String(data.get('from_price') ?? '').trim();
    setError(null);
    try {
      await add.mutateAsync({
        label: String(data.get('label') ?? ''),
        carpet_sqft: num('carpet_sqft'),
        price_per_sqft: num('price_per_sqft'),
        floor_rise: num('floor_rise'),
        other_charges: num('other_charges'),
        from_price: from ? Number(from) : null,
      });
      form.reset();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not add the unit type');
    }
  }
  const input = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2';
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="mt-4 grid gap-3 sm:grid-cols-3"
      aria-describedby={error ? `${formId}-error` : undefined}
    >
      <label className="text-sm font-medium text-slate-800">
        Label
        <input name="label" required maxLength={60} placeholder="2 BHK" className={input} />
      </label>
      {numberFields.map(([name, label]) => (
        <label key={name} className="text-sm font-medium text-slate-800">
          {label}
          <input
            name={name}
            type="number"
            min={0}
            inputMode="numeric"
            required={name === 'carpet_sqft' || name === 'price_per_sqft'}
            className={input}
          />
        </label>
      ))}
      <label className="text-sm font-medium text-slate-800">
        From price (₹, optional)
        <input name="from_price" type="number" min={0} inputMode="numeric" className={input} />
      </label>
      <div className="sm:col-span-3">
        {error ? (
          <p id={`${formId}-error`} role="alert" className="mb-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={add.isPending}>
          Add unit type
        </Button>
      </div>
    </form>
  );
}
