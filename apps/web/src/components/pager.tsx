import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** Previous / Next under a paged list, with "Page 2 of 5"; nothing when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Reviews pages". */
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-slate-400 tabular">
        Page {page} of {totalPages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/**
 * Keeps `page` within the pages that exist: when items taken away since the pages were counted empty the page
 * shown (say, the last review of the last page), moves to the last page left. `totalPages` is undefined until loaded.
 */
export function useClampedPage(page: number, setPage: (page: number) => void, totalPages: number | undefined): void {
  const lastPage = Math.max(1, totalPages ?? 1);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
