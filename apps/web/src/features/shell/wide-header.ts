/** Where the header shows its menus in a row (Tailwind's `xl`) rather than behind the phone's menu button. */
export const WIDE_HEADER = "(min-width: 80rem)";
export const NARROW_HEADER = "not all and (min-width: 80rem)";
