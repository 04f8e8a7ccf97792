import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import { actionButtonClass } from './action-button-class';

type Props = {
  /** What the button says to screen readers: 'Delete post', 'Delete comment'. */
  label: string;
  /** Shown beside the icon; none on the post's action bar, where the icon stands alone. */
  text?: string;
  iconClassName: string;
  title: string;
  description: string;
  busy: boolean;
  /** Runs the delete; `closeOnError` closes the dialog again should it fail. */
  onDelete: (closeOnError: () => void) => void;
};

/** Delete for the author of a post or comment: asks first, then deletes. */
export function ConfirmedDeleteButton({
  label,
  text,
  iconClassName,
  title,
  description,
  busy,
  onDelete,
}: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={label}
        className={cn(actionButtonClass, 'text-slate-700 hover:bg-red-50 hover:text-red-700')}
      >
        <Trash2 className={iconClassName} aria-hidden="true" />
        {text}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => onDelete(() => setConfirming(false))}
      />
    </>
  );
}
