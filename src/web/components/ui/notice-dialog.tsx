import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** More text under the description (a server message, a tip). */
  children?: ReactNode;
  closeLabel?: string;
};

/** Tells the user something went wrong; one button closes it. */
export function NoticeDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = 'OK',
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </Dialog.Description>
          {children ? (
            <div className="mt-3 space-y-2 text-sm text-slate-700">{children}</div>
          ) : null}
          <div className="mt-5 flex justify-end">
            <Dialog.Close asChild>
              <Button className="w-full sm:w-auto">{closeLabel}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
