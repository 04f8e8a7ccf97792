import * as Dialog from '@radix-ui/react-dialog';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

type Props = {
  /** The image addresses found on the page. */
  urls: readonly string[];
  /** How many more images the flyer can take. */
  remaining: number;
  busy: boolean;
  /** A message to show in the dialog (toasts are hidden from screen readers while it is open). */
  problem: string | null;
  onConfirm: (selected: string[]) => void;
  onClose: () => void;
};

/**
 * 'Choose images': the images found on a property website, each with a checkbox; at
 * most `remaining` can be chosen. The chosen ones are fetched and added on confirm.
 */
export function ImageChooserDialog({ urls, remaining, busy, problem, onConfirm, onClose }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const countId = useId();
  const thumbId = useId();
  const full = selected.size >= remaining;

  const toggle = (url: string, on: boolean) => {
    const next = new Set(selected);
    if (on) {
      if (next.size >= remaining) return;
      next.add(url);
    } else next.delete(url);
    setSelected(next);
  };
  const selectAll = () => setSelected(new Set(urls.slice(0, remaining)));
  const selectNone = () => setSelected(new Set());
  // Keep the page's order, whatever order they were ticked in.
  const confirm = () => onConfirm(urls.filter((url) => selected.has(url)));

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[min(44rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl">
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                Choose images
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">
                Found {urls.length} {urls.length === 1 ? 'image' : 'images'} on the page. You can
                add {remaining} more {remaining === 1 ? 'image' : 'images'} to this flyer.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={busy}
              className="-mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-2 sm:px-5">
            <Button type="button" variant="secondary" size="md" onClick={selectAll} disabled={busy}>
              Select all
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="md"
              onClick={selectNone}
              disabled={busy || selected.size === 0}
            >
              Select none
            </Button>
            <p
              id={countId}
              className="ml-auto text-sm font-medium text-slate-800"
              aria-live="polite"
            >
              {selected.size} of {urls.length} selected
            </p>
          </div>
          <div className="overflow-y-auto px-4 py-3 sm:px-5">
            <ul aria-label="Found images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {urls.map((url, index) => {
                const checked = selected.has(url);
                const disabled = busy || (!checked && full);
                return (
                  <li key={url}>
                    <label
                      className={cn(
                        'relative block overflow-hidden rounded-lg border-2 bg-slate-100',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                        checked ? 'border-brand-600' : 'border-transparent',
                        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                      )}
                    >
                      <input
                        type="checkbox"
                        className="peer sr-only"
                        checked={checked}
                        disabled={disabled}
                        aria-labelledby={`${thumbId}-${index}`}
                        aria-describedby={countId}
                        onChange={(event) => toggle(url, event.target.checked)}
                      />
                      <img
                        src={url}
                        alt={`From the website, ${index + 1} of ${urls.length}`}
                        width={240}
                        height={180}
                        loading="lazy"
                        decoding="async"
                        referrerPolicy="no-referrer"
                        className="aspect-[4/3] w-full object-cover"
                      />
                      <span
                        aria-hidden="true"
                        className={cn(
                          'absolute left-2 top-2 flex h-7 w-7 items-center justify-center rounded-md border-2',
                          checked
                            ? 'border-brand-600 bg-brand-600 text-white'
                            : 'border-white bg-slate-900/40 text-transparent',
                        )}
                      >
                        <Check className="h-4 w-4" />
                      </span>
                      <span
                        id={`${thumbId}-${index}`}
                        className="block bg-white px-2 py-1 text-center text-sm text-slate-800"
                      >
                        Image {index + 1} of {urls.length}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
          {problem ? (
            <p role="alert" className="px-4 pt-2 text-sm font-medium text-red-700 sm:px-5">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-end sm:px-5">
            <Dialog.Close asChild>
              <Button type="button" variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="button" onClick={confirm} disabled={busy} aria-busy={busy}>
              {busy ? 'Adding images...' : 'Add selected images'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
