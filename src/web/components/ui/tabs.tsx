import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type TabItem = { value: string; label: string; panel: ReactNode };

type Props = {
  label: string;
  tabs: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel renders.
 * Many tabs (a project's towers) wrap rather than widen a phone's page.
 */
export function Tabs({ label, tabs, value, onValueChange }: Props) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((t) => t.value === value),
  );
  const active = tabs[activeIndex];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onValueChange(tab.value);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {tabs.map((tab, i) => {
          const selected = i === activeIndex;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px min-h-11 flex-1 border-b-2 px-3 text-sm font-semibold sm:flex-none sm:px-5',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                selected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-700 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.value}`}
          aria-labelledby={`${baseId}-tab-${active.value}`}
          className="pt-4"
        >
          {active.panel}
        </div>
      ) : null}
    </div>
  );
}
