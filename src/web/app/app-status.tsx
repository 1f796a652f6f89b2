import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The areas whose loading shows the global overlay and whose errors reach the snackbar (spec §2). */
export type StatusArea = 'auth' | 'saved' | 'regions';

interface AppStatus {
  loading: boolean;
  /** The first error among the areas, if any. */
  error: string | null;
  setLoading(area: StatusArea, loading: boolean): void;
  setError(area: StatusArea, message: string | null): void;
  clearErrors(): void;
}

const AppStatusContext = createContext<AppStatus | null>(null);
const AREAS: StatusArea[] = ['auth', 'saved', 'regions'];

export function AppStatusProvider({ children }: { children: ReactNode }) {
  const [loadingBy, setLoadingBy] = useState<Partial<Record<StatusArea, boolean>>>({});
  const [errorBy, setErrorBy] = useState<Partial<Record<StatusArea, string | null>>>({});
  // Unset means not loading and no error: saying so again changes nothing and renders nothing.
  const setLoading = useCallback(
    (area: StatusArea, loading: boolean) =>
      setLoadingBy((s) => ((s[area] ?? false) === loading ? s : { ...s, [area]: loading })),
    [],
  );
  const setError = useCallback(
    (area: StatusArea, message: string | null) =>
      setErrorBy((s) => ((s[area] ?? null) === message ? s : { ...s, [area]: message })),
    [],
  );
  const clearErrors = useCallback(() => setErrorBy({}), []);
  const value = useMemo<AppStatus>(
    () => ({
      loading: AREAS.some((a) => loadingBy[a]),
      error: AREAS.map((a) => errorBy[a]).find(Boolean) ?? null,
      setLoading,
      setError,
      clearErrors,
    }),
    [loadingBy, errorBy, setLoading, setError, clearErrors],
  );
  return <AppStatusContext.Provider value={value}>{children}</AppStatusContext.Provider>;
}

export function useAppStatus(): AppStatus {
  const status = useContext(AppStatusContext);
  if (!status) throw new Error('useAppStatus outside AppStatusProvider');
  return status;
}
