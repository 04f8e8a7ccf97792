import { AlertCircle, AlertTriangle, X } from 'lucide-react';
import { forwardRef } from 'react';
import { cn } from '#web/lib/cn.ts';
import type { SendBanner } from './send-problem';

type Props = { banner: SendBanner; onDismiss: () => void };

const TONES = {
  amber: {
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: AlertTriangle,
    iconClass: 'text-amber-700',
  },
  red: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: AlertCircle,
    iconClass: 'text-red-700',
  },
} as const;

/**
 * The banner above the invite form (spec sections 2 and 8): amber when the mail set-up
 * has to be finished (with the steps), red when a send failed. Focusable, so the page
 * can move focus to it after a failed send.
 */
export const SendErrorBanner = forwardRef<HTMLDivElement, Props>(function SendErrorBanner(
  { banner, onDismiss },
  ref,
) {
  const tone = TONES[banner.tone];
  const Icon = tone.icon;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-tone={banner.tone}
      className={cn(
        'scroll-mt-24 rounded-xl border p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5',
        tone.box,
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', tone.iconClass)} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{banner.title}</h2>
          <p className="mt-1 text-sm">{banner.description}</p>
          {banner.steps ? (
            <>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
                {banner.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className="mt-3 text-sm">
                If someone else looks after this site&apos;s e-mail, forward these steps to them.
              </p>
            </>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
});
