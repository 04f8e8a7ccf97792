// The requirement form's Quick Entry card (issue 19): a pasted WhatsApp requirement
// ('Need 3BHK in Whitefield or Marathahalli, budget 1.2-1.5 Cr') is read in the browser,
// what was found is shown to check (a size given in acres or gaj with its conversion),
// and 'Apply to form' fills the form for the broker to review.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatAmountRange } from '#shared/format/short-amount.ts';
import { describeConversion } from '#shared/quick-entry/land-units.ts';
import type { ParsedRequirement } from '#shared/schemas/parsed-requirement.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { hasRequirementFacts, parseRequirementPaste } from '../hooks/parse-requirement-paste';
import { describeRooms, describeSize, typeLabel } from './format-ranges';

type State =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'nothing' }
  | { status: 'found'; parsed: ParsedRequirement };

type Props = {
  /** Fills the form; may wait for the chosen city's areas to load. */
  onApply: (parsed: ParsedRequirement) => Promise<void> | void;
  /** The form's city now, for text that names an area but no city. */
  currentCityId: () => number | null | undefined;
};

export function RequirementQuickEntry({ onApply, currentCityId }: Props) {
  const headingId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [applying, setApplying] = useState(false);
  const latest = useRef(0);

  const extract = async () => {
    const run = ++latest.current;
    setState({ status: 'busy' });
    const parsed = await parseRequirementPaste(input, queryClient, currentCityId());
    if (run !== latest.current) return;
    setState(hasRequirementFacts(parsed) ? { status: 'found', parsed } : { status: 'nothing' });
  };

  const discard = () => {
    latest.current++;
    setState({ status: 'idle' });
  };

  const apply = async () => {
    if (state.status !== 'found') return;
    setApplying(true);
    try {
      await onApply(state.parsed);
      toast.success('Details applied', { description: 'Review the form before saving.' });
      setInput('');
      discard();
    } finally {
      setApplying(false);
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <div className="space-y-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Quick Entry
          </h2>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            Paste your client&apos;s requirement from WhatsApp, and we fill in the form for you.
          </p>
        </div>
        <Textarea
          rows={3}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          aria-labelledby={headingId}
          aria-describedby={hintId}
          placeholder="e.g. Need 3BHK in Whitefield or Marathahalli, budget 1.2-1.5 Cr, ready to move"
          className="min-h-20"
        />
        <Button
          type="button"
          className="w-full sm:w-auto"
          disabled={input.trim() === '' || state.status === 'busy'}
          onClick={() => void extract()}
        >
          {state.status === 'busy' ? 'Processing...' : 'Extract Details'}
        </Button>
        {state.status === 'nothing' ? (
          <p role="status" className="text-sm text-slate-700">
            No requirement details found in this text. Include the BHK, budget, size or area and try
            again.
          </p>
        ) : null}
        {state.status === 'found' ? (
          <Summary
            parsed={state.parsed}
            applying={applying}
            onApply={() => void apply()}
            onDiscard={discard}
          />
        ) : null}
      </div>
    </Card>
  );
}

function Summary({
  parsed,
  applying,
  onApply,
  onDiscard,
}: {
  parsed: ParsedRequirement;
  applying: boolean;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  // Screen readers and keyboards land on the result, not back at the top of the card.
  useEffect(() => region.current?.focus(), []);
  const rows: { label: string; value: string; note?: string }[] = [];
  const add = (label: string, value: string | null, note?: string) => {
    if (value) rows.push({ label, value, note });
  };
  add('Client wants to', parsed.property_type ? typeLabel(parsed.property_type) : null);
  const rooms = describeRooms(parsed.bedrooms_min, parsed.bedrooms_max);
  add('Bedrooms', rooms === 'Any' ? null : rooms);
  const budget = formatAmountRange(parsed.budget_min, parsed.budget_max);
  add('Budget', budget === '' ? null : budget);
  const size = describeSize(parsed.sqft_min, parsed.sqft_max);
  const conversion = parsed.sqft_conversion;
  add(
    'Size',
    size === 'Any' ? null : size,
    conversion ? describeConversion(conversion.sqft, conversion.from) : undefined,
  );
  add('City', parsed.city);
  const unmatched = parsed.area_ids.length === 0 && parsed.areas.length > 0;
  add(
    'Areas',
    parsed.areas.length > 0 ? parsed.areas.join(', ') : null,
    unmatched ? 'Not found in the city’s areas: choose them in the form.' : undefined,
  );
  add('Notes', parsed.notes);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-lg border border-brand-100 bg-brand-50/40 p-3 outline-none focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Extracted details
      </h3>
      <dl className="mt-2 divide-y divide-slate-200 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[7.5rem_1fr] gap-2 py-1.5">
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd className="break-words text-slate-900">
              {row.value}
              {row.note ? <span className="block text-xs text-slate-600">{row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDiscard} disabled={applying}>
          Discard
        </Button>
        <Button type="button" onClick={onApply} disabled={applying}>
          {applying ? 'Applying...' : 'Apply to form'}
        </Button>
      </div>
    </section>
  );
}
