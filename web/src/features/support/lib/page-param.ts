// The page of a paged list, kept in the URL (?page=), so back and reload return to it.
import { useSearchParams } from 'react-router-dom';

export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next <= 1) copy.delete(name);
    else copy.set(name, String(next));
    setParams(copy, { replace: true, preventScrollReset: true });
  };
  return [page, setPage];
}
