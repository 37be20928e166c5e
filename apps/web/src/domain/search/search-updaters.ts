/** Changes some filters; `replace` while typing, so "back" does not step through every pause. */
export type UpdateSearch<T> = (patch: Partial<T>, options?: { replace?: boolean }) => void;

/** A search route's navigate (route.useNavigate()), as far as the search page uses it. */
type NavigateSearch<T> = (options: { search: (previous: T) => T; replace?: boolean; resetScroll: boolean }) => Promise<void>;

/** Writes a search page's filters into its URL, keeping the page where it is scrolled. */
export function searchUpdaters<T extends object>(navigate: NavigateSearch<T>) {
  const update: UpdateSearch<T> = (patch, options) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace, resetScroll: false });
  // Every filter is optional: no filter at all is a valid search.
  const reset = () => void navigate({ search: () => ({}) as T, resetScroll: false });
  return { update, reset };
}
