import { cn } from "@/lib/cn.ts";

const SIZES = {
  sm: "size-10 text-base",
  md: "size-14 text-xl",
  lg: "size-20 text-3xl sm:size-24 sm:text-4xl",
} as const;

/** Where the numbered avatar images live (public/avatars/N.svg). */
export function avatarSrc(avatar: number): string {
  return `${import.meta.env.BASE_URL}avatars/${avatar}.svg`;
}

interface AvatarProps {
  /** The chosen numbered avatar; null shows the username's initial (docs/product.md §5). */
  avatar: number | null;
  username: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Decorative: the username is always written next to it, so screen readers skip it. */
export function Avatar({ avatar, username, size = "sm", className }: AvatarProps) {
  const classes = cn("shrink-0 rounded-full", SIZES[size], className);
  if (avatar !== null) return <img src={avatarSrc(avatar)} alt="" aria-hidden className={cn(classes, "bg-muted")} />;
  return (
    <span aria-hidden className={cn(classes, "flex items-center justify-center bg-primary font-bold text-primary-foreground")}>
      {username.charAt(0).toUpperCase()}
    </span>
  );
}
