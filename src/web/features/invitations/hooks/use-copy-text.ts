import { useCallback } from 'react';
import { toast } from 'sonner';

/** Copies text to the clipboard and confirms with `done`, or says it could not. */
export function useCopyText() {
  return useCallback(async (text: string, done: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error('Could not copy', { description: 'Select the text and copy it yourself.' });
    }
  }, []);
}
