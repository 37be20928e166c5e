/**
 * A route's search check that really drops what it refuses. TanStack Router lays the validated
 * search over the raw one (router-core's matchRoutes: `{ ...parentSearch, ...strictSearch }`), so a
 * parameter a check leaves out keeps its raw value ("?type=zzz" reached the API and the page fell
 * into the error view). Every raw key comes back undefined unless the check kept it.
 */
export function strictSearch<V extends (search: Record<string, unknown>) => object>(validate: V): V {
  return ((search: Record<string, unknown>) => ({ ...Object.fromEntries(Object.keys(search).map((key) => [key, undefined])), ...validate(search) })) as V;
}
