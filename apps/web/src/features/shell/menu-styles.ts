export const menuContentClass =
  "z-50 min-w-44 rounded-xl border border-border bg-card p-1 text-foreground shadow-lg data-[state=open]:animate-in";
export const menuItemClass =
  "flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-muted";
