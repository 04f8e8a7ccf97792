import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { propertyQuery } from '#web/features/properties/index.ts';
import { requirementMatchesQuery } from '#web/features/requirements/index.ts';

type Field = { name: string; value: string | undefined; onBlur: () => void; onChange: (id: string) => void };
type FieldRef = (el: HTMLElement | null) => void;

type Props = {
  /** The chosen requirement, whose matches offer the listings. */
  requirementId: string | undefined;
  field: Field;
  fieldRef: FieldRef;
  error?: string | undefined;
  /** The listing came with the page (a match's 'Propose co-broking', or the draft): shown, not picked. */
  prefilled: boolean;
};

/**
 * 'The listing': another member's listing, shown as its title and its broker's name. It
 * comes prefilled from a match; otherwise it is picked from the chosen requirement's matches.
 */
export function CoBrokingListingField({ requirementId, field, fieldRef, error, prefilled }: Props) {
  const [picking, setPicking] = useState(!prefilled || !field.value);
  if (!picking && field.value) {
    return (
      <ChosenListing
        id={field.value}
        fieldRef={fieldRef}
        error={error}
        {...(requirementId
          ? {
              onChange: () => {
                field.onChange('');
                setPicking(true);
              },
            }
          : {})}
      />
    );
  }
  return <MatchPicker requirementId={requirementId} field={field} fieldRef={fieldRef} error={error} />;
}

function ChosenListing({ id, fieldRef, error, onChange }: { id: string; fieldRef: FieldRef; error?: string | undefined; onChange?: () => void }) {
  const labelId = useId();
  const errorId = useId();
  const listing = useQuery(propertyQuery(id));
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      ref={fieldRef}
      tabIndex={-1}
      className="space-y-1.5 outline-none"
    >
      <p id={labelId} className="text-sm font-medium text-slate-800">
        Listing<span aria-hidden="true">*</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white p-3 data-[invalid=true]:border-red-600" data-invalid={error ? true : undefined}>
        {listing.isPending ? (
          <p className="text-slate-700">Loading the listing...</p>
        ) : listing.isError ? (
          <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
            Could not load this listing.
            <Button type="button" size="sm" variant="secondary" onClick={() => void listing.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <div className="min-w-0">
            <p className="break-words font-semibold text-slate-900">{listing.data.title}</p>
            <p className="text-sm text-slate-700">Listed by {listing.data.broker.full_name}</p>
          </div>
        )}
        {onChange ? (
          <Button type="button" size="sm" variant="secondary" onClick={onChange}>
            Choose another listing
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function MatchPicker({
  requirementId,
  field,
  fieldRef,
  error,
}: {
  requirementId: string | undefined;
  field: Field;
  fieldRef: FieldRef;
  error?: string | undefined;
}) {
  const matches = useInfiniteQuery({ ...requirementMatchesQuery(requirementId ?? '', 'all'), enabled: Boolean(requirementId) });
  // Co-broking is with another member: the broker's own listings are left out.
  const listings = (matches.data?.pages.flatMap((page) => page.items) ?? []).map((m) => m.property).filter((p) => !p.is_owner);
  const chosen = listings.find((p) => p.id === field.value);
  const waiting = Boolean(requirementId) && matches.isPending;
  const hint = !requirementId
    ? 'Choose your requirement first: its matching listings are offered here.'
    : waiting
      ? 'Loading the matching listings...'
      : chosen
        ? `Listed by ${chosen.broker.full_name}.`
        : undefined;
  return (
    <div className="space-y-2">
      <FormField label="Listing" required error={error} {...(hint ? { hint } : {})}>
        <Select
          name={field.name}
          ref={fieldRef}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          disabled={!requirementId || waiting}
          onChange={(event) => field.onChange(event.target.value)}
        >
          <option value="">{waiting ? 'Loading...' : 'Choose a matching listing'}</option>
          {listings.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} · {p.broker.full_name}
            </option>
          ))}
        </Select>
      </FormField>
      {matches.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          Could not load the matching listings.
          <Button type="button" size="sm" variant="secondary" onClick={() => void matches.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {matches.isSuccess && listings.length === 0 && !matches.hasNextPage ? (
        <p className="text-sm text-slate-700">
          None of this requirement's matches is another member's listing yet. Co-broking is proposed on such a
          match.
        </p>
      ) : null}
      {matches.hasNextPage ? (
        <Button type="button" size="sm" variant="secondary" disabled={matches.isFetchingNextPage} onClick={() => void matches.fetchNextPage()}>
          {matches.isFetchingNextPage ? 'Loading...' : 'Show more matches'}
        </Button>
      ) : null}
    </div>
  );
}
