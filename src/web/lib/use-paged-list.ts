import { useEffect, useState } from 'react';
import { toast } from '../ui/Toast';

interface Page<T> {
  results: T[];
  next: string | null;
}

/**
 * A signed-in list shown page by page with "Load more" (DRF page-number pages): the loader's first
 * page, then each further page appended without the items already shown (a listing saved or
 * published meanwhile shifts the pages by one). A failed page leaves the list as it was and says
 * so in a toast. A new first page from the loader (after "Try again") replaces the list.
 */
export function usePagedList<T extends { id: number }>(
  first: { items: T[]; next: number | null },
  fetchPage: (page: number) => Promise<Page<T>>,
  failedMessage: string,
) {
  const [items, setItems] = useState(first.items);
  const [next, setNext] = useState(first.next);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(() => {
    setItems(first.items);
    setNext(first.next);
  }, [first]);

  const more = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(next);
      setItems((list) => [...list, ...page.results.filter((p) => !list.some((q) => q.id === p.id))]);
      setNext(page.next ? next + 1 : null);
    } catch {
      toast.error(failedMessage);
    } finally {
      setLoadingMore(false);
    }
  };

  return { items, setItems, next, loadingMore, more };
}
