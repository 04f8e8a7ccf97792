import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import type { Property } from '#shared/schemas/properties.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { myPropertiesQuery } from '#web/features/properties/index.ts';
import type { AgreementFormApi } from './seller-agreement-form-types';

/** The first 50 of the broker's own listings, newest first: plenty for a mandate's choice. */
const LISTINGS = 50;

type Props = {
  form: AgreementFormApi;
  /** The listing a draft names, offered even when it is not among the first 50. */
  current?: { id: string; title: string } | null;
  /** A listing was chosen: its price and kind prefill the money fields. */
  onChoose: (listing: Property) => void;
};

/** 'The property': a select of the broker's own listings, with its loading, error and empty states. */
export function ListingField({ form, current, onChoose }: Props) {
  const listings = useQuery(myPropertiesQuery(1, LISTINGS));
  const { errors } = form.formState;
  const items = listings.data?.items ?? [];
  const extra = current && !items.some((p) => p.id === current.id) ? current : null;
  const hint = listings.isPending
    ? 'Loading your listings...'
    : listings.isError
      ? undefined
      : items.length === 0 && !extra
        ? undefined
        : 'The asking price is taken from the listing; change it if the owner asks for another.';
  return (
    <div className="space-y-2">
      <Controller
        control={form.control}
        name="property_id"
        render={({ field }) => (
          <FormField label="Listing" required error={errors.property_id?.message} {...(hint ? { hint } : {})}>
            {/* Controlled, so a draft's listing stays chosen when the list arrives. */}
            <Select
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value ?? ''}
              disabled={listings.isPending}
              onChange={(event) => {
                field.onChange(event.target.value);
                const listing = items.find((p) => p.id === event.target.value);
                if (listing) onChoose(listing);
              }}
            >
              <option value="">{listings.isPending ? 'Loading...' : 'Choose one of your listings'}</option>
              {extra ? <option value={extra.id}>{extra.title}</option> : null}
              {items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      />
      {listings.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          Could not load your listings.
          <Button type="button" size="sm" variant="secondary" onClick={() => void listings.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {listings.isSuccess && items.length === 0 && !extra ? (
        <p className="text-sm text-slate-700">
          You have no listings yet. A mandate is for one of your listings:{' '}
          <Link to="/new-property" className="font-medium text-brand-700 underline underline-offset-2">
            add the property first
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
