import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
};

/**
 * The small centred dialog both ConfirmDialog and NoticeDialog use: overlay, title and
 * description (Radix wires them to the dialog's accessible name and description), then
 * whatever the caller puts below (more text, the buttons).
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
}: DialogFrameProps & { children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
