import { Link } from 'react-router';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { MyRequirements } from '../hooks/use-my-requirements';

type Props = {
  requirements: MyRequirements;
  /** The form's field (a react-hook-form Controller's). */
  field: { name: string; value: string | undefined; onBlur: () => void };
  fieldRef: (el: HTMLSelectElement | null) => void;
  onChange: (id: string, requirement: Requirement | undefined) => void;
  error?: string | undefined;
  hint?: string;
  /** What an agreement of this kind needs the requirement for, said when there is none. */
  emptyText: string;
};

/** 'The requirement': a select of the broker's own requirements by title, with loading, error and empty states. */
export function RequirementField({ requirements, field, fieldRef, onChange, error, hint, emptyText }: Props) {
  const { list, items, extra } = requirements;
  return (
    <div className="space-y-2">
      <FormField
        label="Requirement"
        required
        error={error}
        {...(list.isPending ? { hint: 'Loading your requirements...' } : hint ? { hint } : {})}
      >
        {/* Controlled, so a chosen requirement stays chosen when the list arrives. */}
        <Select
          name={field.name}
          ref={fieldRef}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          disabled={list.isPending}
          onChange={(event) => {
            const id = event.target.value;
            onChange(id, items.find((r) => r.id === id) ?? (extra?.id === id ? extra : undefined));
          }}
        >
          <option value="">{list.isPending ? 'Loading...' : 'Choose one of your requirements'}</option>
          {extra ? <option value={extra.id}>{extra.title}</option> : null}
          {items.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </Select>
      </FormField>
      {list.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          Could not load your requirements.
          <Button type="button" size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {list.isSuccess && items.length === 0 && !extra ? (
        <p className="text-sm text-slate-700">
          You have no requirements yet. {emptyText}:{' '}
          <Link to="/new-requirement" className="font-medium text-brand-700 underline underline-offset-2">
            post the requirement first
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
