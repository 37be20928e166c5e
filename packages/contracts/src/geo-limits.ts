export const ADDRESS_QUERY_MIN = 3;
/** The national address API refuses longer queries. */
export const ADDRESS_QUERY_MAX = 200;
export const ADDRESS_RESULTS_DEFAULT = 5;
export const ADDRESS_RESULTS_MAX = 10;
