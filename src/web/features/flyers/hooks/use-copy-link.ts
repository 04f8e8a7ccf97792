import { useCallback } from 'react';
import { toast } from 'sonner';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';

/** Copies an address to the clipboard: 'Link copied!' or 'Could not copy link' (spec section 8). */
export function useCopyLink() {
  return useCallback(async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast.success(FLYER_MESSAGES.linkCopied);
    } catch {
      toast.error(FLYER_MESSAGES.copyFailed);
    }
  }, []);
}
