import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Delete my account' (decision 029): what happens, then a dialog that asks for the password. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">Deleting your account cannot be undone. At once:</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>your profile, listings, flyers and public pages are removed, with all their photos;</li>
        <li>your posts, comments, likes, bookmarks, connections and notifications are removed;</li>
        <li>messages you sent stay in the other broker&apos;s conversation, shown as from a &lsquo;Former member&rsquo;;</li>
        <li>you are signed out on every device, and your e-mail address can be invited again.</li>
      </ul>
      <p className="text-sm text-slate-700">
        Want to keep a copy? <a href="#download-my-data" className="font-medium text-brand-700 underline">Download your data</a>{' '}
        first.
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
