import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box kept in the URL (?q=): the box answers every keystroke, the URL (and so
 * the query) follows `delayMs` after typing stops and drops the page number. Back and
 * Forward, or a link to the page, put their own text back in the box.
 * Returns [text in the box, setText, the settled term from the URL].
 */
export function useSearchTextParam(
  name = 'q',
  delayMs = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void, string] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const term = (params.get(name) ?? '').trim();
  const [text, setText] = useState(term);
  // Our own writes replace the entry; any other navigation brings its own text.
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE' && text.trim() !== term) setText(term);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === term) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next) copy.set(name, next);
          else copy.delete(name);
          copy.delete('page');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, term, name, delayMs, setParams]);

  return [text, setText, term];
}
