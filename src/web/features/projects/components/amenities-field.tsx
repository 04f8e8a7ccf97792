import { X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  PROJECT_AMENITIES_MAX,
  PROJECT_AMENITY_MAX,
  PROJECT_MESSAGES,
} from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';

type Props = {
  value: string[];
  onChange: (value: string[]) => void;
  /** The schema's or the server's message for the list. */
  error: string | undefined;
};

/**
 * Amenities one at a time (Enter or Add), each a chip with its Remove. An amenity the
 * schema would refuse (too long, one too many) is refused here with the schema's message.
 */
export function AmenitiesField({ value, onChange, error }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error;
  const add = () => {
    const amenity = text.trim();
    if (!amenity) return;
    if (amenity.length > PROJECT_AMENITY_MAX || value.length >= PROJECT_AMENITIES_MAX) {
      setRefusal(PROJECT_MESSAGES.amenities);
      return;
    }
    setRefusal(null);
    setText('');
    if (!value.some((a) => a.toLowerCase() === amenity.toLowerCase()))
      onChange([...value, amenity]);
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Amenities
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          placeholder="Clubhouse, pool, gym..."
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-${message ? 'error' : 'hint'}`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add}>
          Add
        </Button>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Up to {PROJECT_AMENITIES_MAX}, each up to {PROJECT_AMENITY_MAX} characters.
        </p>
      )}
      {value.length > 0 ? (
        <ul aria-label="Chosen amenities" className="flex flex-wrap gap-2">
          {value.map((amenity) => (
            <li
              key={amenity}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-1 pl-3 pr-1 text-sm text-slate-800"
            >
              {amenity}
              <button
                type="button"
                aria-label={`Remove ${amenity}`}
                onClick={() => onChange(value.filter((a) => a !== amenity))}
                className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
