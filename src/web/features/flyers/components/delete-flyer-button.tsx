import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useDeleteFlyer } from '../api/delete-flyer';

type Props = Pick<ButtonProps, 'className' | 'variant'> & {
  flyerId: string;
  title: string;
  /** A 44 px icon button named 'Delete flyer' (cards) instead of the words 'Delete Flyer'. */
  iconOnly?: boolean;
  onDeleted?: () => void;
};

/** Deletes a flyer after a confirmation; its public link stops working. */
export function DeleteFlyerButton({
  flyerId,
  title,
  iconOnly = false,
  onDeleted,
  variant = 'dangerGhost',
  className,
}: Props) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteFlyer();
  const confirm = () =>
    remove.mutate(flyerId, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Flyer deleted');
        onDeleted?.();
      },
      onError: (error) =>
        toast.error(FLYER_MESSAGES.error, {
          description: errorMessage(error, 'Failed to delete flyer'),
        }),
    });
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={iconOnly ? cn('w-11 px-0', className) : className}
        aria-label={iconOnly ? 'Delete flyer' : undefined}
        title={iconOnly ? 'Delete flyer' : undefined}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="h-4 w-4 shrink-0" aria-hidden="true" />
        {iconOnly ? null : 'Delete Flyer'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this flyer?"
        description={`"${title}" will be deleted and its public link will stop working. The listing itself is not affected.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
