// The Quick Entry card's states (spec section 4): idle, then parsing (text) or fetching
// (a link), then a summary of what was found or an error dialog. Text is parsed in the
// browser; a link goes to the server. A result that arrives after Discard is dropped.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ZodError } from 'zod';
import { QUICK_ENTRY_MESSAGES, type ScrapePropertyResult } from '#shared/schemas/quick-entry.ts';
import { ApiError, NetworkError } from '#web/lib/api-client.ts';
import { useScrapeProperty } from '../api/scrape-property';
import {
  hasListingFacts,
  isListingUrl,
  type QuickEntryMode,
  type QuickEntryResult,
} from '../quick-entry-result';
import { parsePastedText } from './parse-pasted-text';

export type QuickEntryState =
  | { status: 'idle' }
  | { status: 'busy'; mode: QuickEntryMode }
  | { status: 'found'; result: QuickEntryResult }
  /** Text without any listing detail: a gentle note, not a dialog. */
  | { status: 'nothing-in-text' }
  /** A link that failed or gave nothing: the error dialog. */
  | { status: 'failed'; title: string; detail: string | null };

type Options = {
  /** The form's city now: pasted text that names no city is matched against its areas. */
  currentCityId?: () => number | null | undefined;
};

export function useQuickEntry({ currentCityId }: Options = {}) {
  const queryClient = useQueryClient();
  const scrape = useScrapeProperty();
  const [state, setState] = useState<QuickEntryState>({ status: 'idle' });
  const latest = useRef(0);

  const extract = async (input: string) => {
    if (input.trim() === '') return;
    const run = ++latest.current;
    const mode: QuickEntryMode = isListingUrl(input) ? 'url' : 'text';
    setState({ status: 'busy', mode });
    try {
      const result =
        mode === 'url'
          ? fromScrape(await scrape.mutateAsync(input.trim()))
          : await parsePastedText(input, queryClient, { fallbackCityId: currentCityId?.() });
      if (run !== latest.current) return;
      setState(
        mode === 'text' && !hasListingFacts(result)
          ? { status: 'nothing-in-text' }
          : { status: 'found', result },
      );
    } catch (error) {
      if (run === latest.current) setState(failureOf(error));
    }
  };

  const reset = () => {
    latest.current++;
    setState({ status: 'idle' });
  };

  return { state, extract, reset };
}

function fromScrape(result: ScrapePropertyResult): QuickEntryResult {
  const { source: _source, ...fields } = result;
  return { ...fields, mode: 'url' };
}

// Spec section 8: the dialog says 'Failed to scrape the URL' (or 'No data extracted
// from the URL') with the server's message; a response that does not match the
// contract is 'Invalid response from server'.
function failureOf(error: unknown): QuickEntryState {
  if (
    error instanceof ApiError &&
    (error.code === 'no_data' || error.message === QUICK_ENTRY_MESSAGES.noData)
  ) {
    return { status: 'failed', title: QUICK_ENTRY_MESSAGES.noData, detail: null };
  }
  const detail =
    error instanceof ApiError || error instanceof NetworkError
      ? error.message
      : error instanceof ZodError || error instanceof SyntaxError
        ? QUICK_ENTRY_MESSAGES.invalidResponse
        : null;
  return { status: 'failed', title: QUICK_ENTRY_MESSAGES.scrapeFailed, detail };
}
