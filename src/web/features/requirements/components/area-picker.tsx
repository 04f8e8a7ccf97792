import { X } from 'lucide-react';
import { forwardRef } from 'react';
import { Select } from '#web/components/ui/select.tsx';

type Area = { id: number; area: string };

type Props = {
  /** The chosen area ids, in the order chosen. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  /** The city's areas; empty while none is chosen or they load. */
  areas: readonly Area[];
  max: number;
  disabled?: boolean;
  placeholder: string;
  /** Set by FormField: the select's id, error and hint wiring. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Several areas of one city: a select adds one, each chosen area is a chip with its own
 * remove button. None chosen means anywhere in the city.
 */
export const AreaPicker = forwardRef<HTMLSelectElement, Props>(function AreaPicker(
  { value, onChange, onBlur, areas, max, disabled, placeholder, ...aria },
  ref,
) {
  const chosen = value.map((id) => areas.find((a) => a.id === id) ?? { id, area: `Area ${id}` });
  const left = areas.filter((a) => !value.includes(a.id));
  const full = value.length >= max;
  return (
    <div className="space-y-2">
      <Select
        ref={ref}
        {...aria}
        value=""
        onBlur={onBlur}
        disabled={disabled || full || left.length === 0}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (id > 0 && !value.includes(id)) onChange([...value, id]);
        }}
      >
        <option value="">{full ? `At most ${max} areas` : placeholder}</option>
        {left.map((area) => (
          <option key={area.id} value={area.id}>
            {area.area}
          </option>
        ))}
      </Select>
      {chosen.length > 0 ? (
        <ul aria-label="Chosen areas" className="flex flex-wrap gap-2">
          {chosen.map((area) => (
            <li
              key={area.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800"
            >
              {area.area}
              <button
                type="button"
                aria-label={`Remove ${area.area}`}
                onClick={() => onChange(value.filter((id) => id !== area.id))}
                className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
