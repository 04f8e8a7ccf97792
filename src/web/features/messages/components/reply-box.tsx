import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import { MESSAGE_MAX_LENGTH } from '#shared/schemas/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BusyIcon } from '#web/components/ui/busy-icon.tsx';
import { cn } from '#web/lib/cn.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';

export const REPLY_PLACEHOLDER = 'Type your reply...';

type Props = {
  /** Sends the trimmed text; resolves true when it went, so the box empties. */
  onSend: (content: string) => Promise<boolean> | boolean;
  busy?: boolean;
  /** Above the box, e.g. the 'Regarding property' chip. */
  attachment?: ReactNode;
  /** Enter sends (Shift+Enter: new line). Default: on desktop widths, not on phones. */
  enterSends?: boolean;
  className?: string;
};

/**
 * The reply box of spec sections 2 and 5: 'Type your reply...', 'Send Reply' disabled
 * while the text is blank; the text is trimmed and blank text is never sent.
 */
export function ReplyBox({ onSend, busy = false, attachment, enterSends, className }: Props) {
  const [text, setText] = useState('');
  const desktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const enterToSend = enterSends ?? desktop;
  const id = useId();
  const blank = text.trim() === '';

  const submit = async () => {
    const content = text.trim();
    if (!content || busy) return;
    if (await onSend(content)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!enterToSend || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  return (
    <form onSubmit={onSubmit} className={cn('space-y-2', className)}>
      {attachment}
      <label htmlFor={id} className="sr-only">
        Your reply
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={REPLY_PLACEHOLDER}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        aria-describedby={enterToSend ? `${id}-hint` : undefined}
        className="block min-h-20 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-100"
      />
      <div className="flex items-center justify-between gap-3">
        {enterToSend ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            Enter to send, Shift+Enter for a new line
          </p>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={blank || busy} aria-busy={busy}>
          <BusyIcon busy={busy} icon={Send} />
          Send Reply
        </Button>
      </div>
    </form>
  );
}
