import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { AreaChips } from './area-chips';
import { Input } from '#web/components/ui/input.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  value: readonly string[];
  onChange: (areas: string[]) => void;
};

/** 'Indiranagar, Koramangala' -> ['Indiranagar', 'Koramangala']. */
export function splitAreas(text: string): string[] {
  const seen = new Set<string>();
  const areas: string[] = [];
  for (const part of text.split(',')) {
    const area = part.trim().replace(/\s+/g, ' ');
    if (area && !seen.has(area.toLowerCase())) {
      seen.add(area.toLowerCase());
      areas.push(area);
    }
  }
  return areas;
}

/**
 * The areas a broker covers, typed comma-separated; the chips under it show how they
 * will be saved. Keeps the typed text (a trailing comma) while the list updates.
 */
export const AreasInput = forwardRef<HTMLInputElement, Props>(function AreasInput(
  { value, onChange, ...props },
  ref,
) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <div className="space-y-2">
      <Input
        ref={ref}
        {...props}
        value={text}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitAreas(event.target.value));
        }}
      />
      {value.length > 0 ? (
        <AreaChips aria-label="Areas to be saved" areas={value} />
      ) : null}
    </div>
  );
});
