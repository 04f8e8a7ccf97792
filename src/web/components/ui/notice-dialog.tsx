import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

type Props = DialogFrameProps & {
  /** More text under the description (a server message, a tip). */
  children?: ReactNode;
  closeLabel?: string;
};

/** Tells the user something went wrong; one button closes it. */
export function NoticeDialog({ children, closeLabel = 'OK', ...frame }: Props) {
  return (
    <DialogFrame {...frame}>
      {children ? <div className="mt-3 space-y-2 text-sm text-slate-700">{children}</div> : null}
      <div className="mt-5 flex justify-end">
        <Dialog.Close asChild>
          <Button className="w-full sm:w-auto">{closeLabel}</Button>
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
