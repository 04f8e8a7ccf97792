import { cn } from '#web/lib/cn.ts';

type Props = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Ids of the elements that name the switch (its visible label first). */
  'aria-labelledby': string;
  'aria-describedby'?: string;
  disabled?: boolean;
  id?: string;
};

/** An on/off switch (WAI-ARIA role switch). The thumb's side, not only its colour, shows the state. */
export function Switch({ checked, onCheckedChange, disabled, ...aria }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-slate-500',
      )}
      {...aria}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none block h-5 w-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}
