// The fields of a list's filter bar (network listings, network requirements): each shows
// the value the URL holds and reports a change; the page writes it to the URL. Selects
// and checkboxes apply at once; an amount applies when the broker leaves the field or
// presses Enter, so the list is not fetched for every digit typed.
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';

const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

type Option<V extends string | number> = { value: V; label: string };

export function FilterSelect<V extends string | number>({
  label,
  value,
  options,
  anyLabel,
  onChange,
  disabled,
}: {
  label: string;
  value: V | undefined;
  options: readonly Option<V>[];
  /** The first choice, which removes the filter: 'Any city'. */
  anyLabel: string;
  onChange: (value: V | undefined) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select
        id={id}
        value={value === undefined ? '' : String(value)}
        disabled={disabled}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          onChange(picked?.value);
        }}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Whole rupees; applied on blur or Enter, cleared by emptying the field. */
export function FilterAmount({
  label,
  value,
  onCommit,
  placeholder,
  error,
}: {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  placeholder?: string;
  /** Why the typed amount was not applied (a minimum above the maximum). */
  error?: string;
}) {
  const id = useId();
  const errorId = useId();
  const shown = value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  // Another navigation (Back, Clear filters, a shared link) brings its own value.
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    setText(shown);
  }
  const commit = () => {
    const trimmed = text.trim();
    const amount = trimmed === '' ? undefined : Number(trimmed);
    if (amount !== undefined && !(Number.isInteger(amount) && amount > 0)) {
      setText(shown);
      return;
    }
    if (amount !== value) onCommit(amount);
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder={placeholder}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Several of a list (the areas of a city), as checkboxes in a popover. */
export function FilterChecklist({
  label,
  options,
  selected,
  onChange,
  disabledText,
  max,
}: {
  label: string;
  options: readonly Option<number>[];
  selected: readonly number[];
  onChange: (values: number[]) => void;
  /** Why there is nothing to choose yet ('Choose a city first'); the button is disabled. */
  disabledText?: string;
  max: number;
}) {
  const id = useId();
  const names = options.filter((option) => selected.includes(option.value)).map((o) => o.label);
  const summary = disabledText ?? (names.length === 0 ? 'Any area' : names.length <= 2 ? names.join(', ') : `${names.length} areas`);
  const toggle = (value: number, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <div>
      <span id={id} className={labelClass}>
        {label}
      </span>
      <Popover.Root>
        <Popover.Trigger
          aria-labelledby={id}
          aria-describedby={`${id}-summary`}
          disabled={disabledText !== undefined}
          className={cn(
            'flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base text-slate-900',
            'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
          )}
        >
          <span id={`${id}-summary`} className="truncate">
            {summary}
          </span>
          <ChevronDown className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-50 max-h-72 w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          >
            <fieldset>
              <legend className="px-1 pb-1 text-xs font-semibold text-slate-600">
                {label} (up to {max})
              </legend>
              {options.map((option) => {
                const checked = selected.includes(option.value);
                return (
                  <label
                    key={option.value}
                    className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-600"
                      checked={checked}
                      disabled={!checked && selected.length >= max}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                    {option.label}
                  </label>
                );
              })}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

/** The filter fields side by side (stacked on a phone) and 'Clear filters' when any is set. */
export function FilterBar({
  label,
  children,
  active,
  onClear,
}: {
  /** Names the group for screen readers: 'Filter network listings'. */
  label: string;
  children: ReactNode;
  active: boolean;
  onClear: () => void;
}) {
  return (
    <section
      aria-label={label}
      className="mb-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">{children}</div>
      {active ? (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}
