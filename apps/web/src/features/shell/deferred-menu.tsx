import { cloneElement, lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type ReactElement } from "react";
import { afterLoadWhenIdle } from "@/lib/after-load.ts";

/** What a header menu's own code receives from the page's button (decision 031, "The header's menus"). */
export interface MenuMount {
  /** The button the page drew, which the menu's code wraps in its own trigger. */
  trigger: ReactElement;
  /** The visitor pressed the button before the code arrived: the menu opens as it mounts. */
  defaultOpen: boolean;
  /** The button had the focus when the code arrived: the menu's own button takes it over. */
  takeFocus: boolean;
}

export type MenuModule<P> = () => Promise<{ default: ComponentType<P & MenuMount> }>;

interface TriggerProps {
  "aria-haspopup"?: "menu" | "dialog";
  "aria-expanded"?: boolean;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
}

interface DeferredMenuProps<P> {
  /** The button as the page draws it, on the server and in the browser alike. */
  button: ReactElement<TriggerProps>;
  /** The menu's code: Radix's menus and their contents are not part of any page's first JavaScript. */
  load: MenuModule<P>;
  props: P;
  popup: "menu" | "dialog";
  /** A media query: where it matches, the code is also fetched once the page is idle (the wide header). */
  preloadWhere?: string;
}

const lazyMenus = new WeakMap<MenuModule<never>, ComponentType<never>>();

function lazyMenu<P>(load: MenuModule<P>): ComponentType<P & MenuMount> {
  let menu = lazyMenus.get(load as MenuModule<never>);
  if (!menu) {
    menu = lazy(load) as unknown as ComponentType<never>;
    lazyMenus.set(load as MenuModule<never>, menu);
  }
  return menu as unknown as ComponentType<P & MenuMount>;
}

/**
 * A header menu whose button comes with the page and whose code comes when it is wanted: when the
 * pointer or the focus reaches the button, at the first press, or once the page is idle where the
 * button shows. The button is hydrated with the page, so a press made before the code arrived is
 * kept and opens the menu when it does. The code's own button looks the same and takes its place.
 */
export function DeferredMenu<P extends object>({ button, load, props, popup, preloadWhere }: DeferredMenuProps<P>) {
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  // A removed button fires no blur: this says whether it was focused when the code replaced it.
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!preloadWhere) return;
    afterLoadWhenIdle(() => {
      if (window.matchMedia(preloadWhere).matches) startTransition(() => setWanted(true));
    });
  }, [preloadWhere]);

  // In a transition, the page's button stays in place until the code has arrived: a fallback
  // would be another button, and a press made on the one it replaced would be lost.
  const want = () => startTransition(() => setWanted(true));
  const press = () => {
    setPressed(true);
    want();
  };
  const placeholder = cloneElement(button, {
    "aria-haspopup": popup,
    "aria-expanded": false,
    onPointerEnter: want,
    onFocus: () => {
      setFocused(true);
      want();
    },
    onBlur: () => setFocused(false),
    // A menu opens on press; a dialog on click (as Radix's own triggers do), so either is kept.
    ...(popup === "menu" ? { onPointerDown: press } : {}),
    onClick: press,
  });
  const Menu = lazyMenu(load);
  return <Suspense fallback={placeholder}>{wanted ? <Menu {...props} trigger={button} defaultOpen={pressed} takeFocus={focused} /> : placeholder}</Suspense>;
}

/** The menu's own button, focused as it mounts when the page's button had the focus. */
export function useTakeFocus<T extends HTMLElement>(takeFocus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    // Set once, as the code arrives: the page's button, which could change it, is gone by then.
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return ref;
}
