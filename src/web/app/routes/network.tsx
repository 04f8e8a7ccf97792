import { Search, Users, X } from 'lucide-react';
import { useId } from 'react';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { BrokerDirectory } from '#web/features/connections/components/broker-directory.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useSearchTextParam } from '#web/lib/use-search-text-param.ts';

/** /agents and /network: every member, searchable, each with the connect button. */
export function NetworkPage() {
  const [text, setText, term] = useSearchTextParam();
  const [page, setPage] = usePageParam();
  const searchId = useId();
  return (
    <div>
      <PageHeader
        title="Network"
        description="Find brokers by name, company, city or area, and connect with them."
        actions={
          <LinkButton to="/connections" icon={Users} variant="secondary">
            My Connections
          </LinkButton>
        }
      />
      <div role="search" className="mb-5 max-w-xl">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Search brokers
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name, company, city or area"
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className="pl-9 pr-11 [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText('')}
              aria-label="Clear search"
              className="absolute right-1 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
      <BrokerDirectory q={term} page={page} onPageChange={setPage} onClearSearch={() => setText('')} />
    </div>
  );
}

export default NetworkPage;
