// The Quick Entry card of the create form (spec sections 2, 4, 5): one box for a pasted
// WhatsApp message or a listing link; 'Extract Details' reads it (text in the browser,
// a link on the server), shows what was found, and 'Apply to form' fills the form for
// the broker to review. Failures of a link open the error dialog of spec section 8.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { QUICK_ENTRY_MESSAGES } from '#shared/schemas/quick-entry.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { NoticeDialog } from '#web/components/ui/notice-dialog.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useQuickEntry } from '../hooks/use-quick-entry';
import { valuesToApply, type QuickEntryValues } from '../quick-entry-result';
import { QuickEntrySummary } from './quick-entry-summary';

type Props = {
  /** Fills the form; may wait for the chosen city's areas to load. */
  onApply: (values: QuickEntryValues) => Promise<void> | void;
  /** The form's city now, for text that names a locality but no city. */
  currentCityId?: () => number | null | undefined;
};

export function QuickEntryCard({ onApply, currentCityId }: Props) {
  const headingId = useId();
  const hintId = useId();
  const [input, setInput] = useState('');
  const [applying, setApplying] = useState(false);
  const { state, extract, reset } = useQuickEntry({ currentCityId });
  const busy = state.status === 'busy';

  const apply = async () => {
    if (state.status !== 'found') return;
    setApplying(true);
    try {
      await onApply(valuesToApply(state.result));
      toast.success('Details applied', { description: 'Review the form before saving.' });
      setInput('');
      reset();
    } finally {
      setApplying(false);
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      {/* Not a labelled region: the heading names the text box, and only it. */}
      <div className="space-y-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Quick Entry
          </h2>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            Paste a WhatsApp message or a listing link, and we fill in the form for you.
          </p>
        </div>
        <Textarea
          rows={4}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          aria-labelledby={headingId}
          aria-describedby={hintId}
          placeholder={
            'e.g. 3 BHK for sale in Whitefield, Bangalore, 1650 sq ft, 1.45 Cr\nor https://...'
          }
          className="min-h-24"
        />
        <Button
          type="button"
          className="w-full sm:w-auto"
          disabled={input.trim() === '' || busy}
          onClick={() => void extract(input)}
        >
          {busy
            ? state.mode === 'url'
              ? 'Fetching from URL...'
              : 'Processing...'
            : 'Extract Details'}
        </Button>
        {state.status === 'nothing-in-text' ? (
          <p role="status" className="text-sm text-slate-700">
            No listing details found in this text. Include the BHK, price, size or locality and try
            again.
          </p>
        ) : null}
        {state.status === 'found' ? (
          <QuickEntrySummary
            result={state.result}
            applying={applying}
            onApply={() => void apply()}
            onDiscard={reset}
          />
        ) : null}
      </div>
      <NoticeDialog
        open={state.status === 'failed'}
        onOpenChange={(open) => {
          if (!open) reset();
        }}
        title={state.status === 'failed' ? state.title : QUICK_ENTRY_MESSAGES.scrapeFailed}
        description={QUICK_ENTRY_MESSAGES.dialogText}
      >
        {state.status === 'failed' && state.detail ? <p>{state.detail}</p> : null}
        <p>Tip: copy the listing text from the page and paste it here instead.</p>
      </NoticeDialog>
    </Card>
  );
}
