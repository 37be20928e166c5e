import { cloneElement, useCallback, useEffect, useRef, useState, type ComponentType, type ReactElement } from "react";
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

/** Each menu's code once it has come: every header of the tab shares it. */
const loadedMenus = new WeakMap<MenuModule<never>, ComponentType<never>>();
/** A menu's code on its way: asked for once however many times it is wanted; forgotten if it fails, so the next reach tries again. */
const comingMenus = new WeakMap<MenuModule<never>, ReturnType<MenuModule<never>>>();

/**
 * A header menu whose button comes with the page and whose code comes when it is wanted: when the
 * pointer or the focus reaches the button, at the first press, or once the page is idle where the
 * button shows. The button is hydrated with the page, so a press made before the code arrived is
 * kept and opens the menu when it does. The code's own button looks the same and takes its place
 * only once the code is there; code that cannot come (offline, a new deployment) leaves the
 * button as it is, and the next reach tries again. The page never waits on it.
 */
export function DeferredMenu<P extends object>({ button, load, props, popup, preloadWhere }: DeferredMenuProps<P>) {
  const [Menu, setMenu] = useState<ComponentType<P & MenuMount> | null>(
    () => (loadedMenus.get(load as MenuModule<never>) as ComponentType<P & MenuMount> | undefined) ?? null,
  );
  const [pressed, setPressed] = useState(false);
  // A removed button fires no blur: this says whether it was focused when the code replaced it.
  const [focused, setFocused] = useState(false);
  // A press under way (the pointer is down on the page's button): the code that arrives meanwhile
  // waits for its click, or the click would go to neither button and the press would be lost.
  const [holding, setHolding] = useState(false);
  const want = useCallback(() => {
    const key = load as MenuModule<never>;
    let coming = comingMenus.get(key);
    if (!coming) {
      coming = key();
      comingMenus.set(key, coming);
    }
    coming.then(
      (module) => {
        loadedMenus.set(key, module.default);
        setMenu(() => module.default as ComponentType<P & MenuMount>);
      },
      () => comingMenus.delete(key),
    );
  }, [load]);

  useEffect(() => {
    if (!preloadWhere || Menu) return;
    afterLoadWhenIdle(() => {
      if (window.matchMedia(preloadWhere).matches) want();
    });
  }, [preloadWhere, Menu, want]);

  if (Menu && !holding) return <Menu {...props} trigger={button} defaultOpen={pressed} takeFocus={focused} />;
  const press = () => {
    setHolding(false);
    setPressed(true);
    want();
  };
  const holdDuringPress = () => {
    setHolding(true);
    // Released away from the button, there is no click: the code takes the button's place after all
    // (after the click, when there is one, which has said the press).
    window.addEventListener("pointerup", () => setTimeout(() => setHolding(false)), { once: true });
  };
  return cloneElement(button, {
    "aria-haspopup": popup,
    "aria-expanded": false,
    onPointerEnter: want,
    onFocus: () => {
      setFocused(true);
      want();
    },
    onBlur: () => setFocused(false),
    // A menu opens on press; a dialog on click (as Radix's own triggers do), so either is kept.
    ...(popup === "menu" ? { onPointerDown: press } : { onPointerDown: holdDuringPress }),
    onClick: press,
  });
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
