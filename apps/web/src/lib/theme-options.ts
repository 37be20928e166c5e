import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import type { Theme } from "./theme.ts";

/** The themes as the header's switcher and the settings page name and draw them. */
export const THEME_OPTIONS: ReadonlyArray<{ value: Theme; label: MessageDescriptor; icon: LucideIcon }> = [
  { value: "light", label: msg`Clair`, icon: Sun },
  { value: "dark", label: msg`Sombre`, icon: Moon },
  { value: "system", label: msg`Système`, icon: Monitor },
];
