import { MAX_SERIES_DATES, MIN_SERIES_DATES, REPEAT_EVERY, seriesDates, weekOfMonth, type RepeatEvery } from "@escouade/contracts/series";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { formatDate } from "@/lib/dates.ts";
import type { GameForm } from "./form-values.ts";

const DEFAULT_COUNT = 4;

/**
 * Publishing the same game on several dates at once, a series (docs/product.md §3): every week,
 * every two weeks, or every month on the same weekday of the month, with the dates it makes
 * listed before anything is published.
 */
export function RepeatFields({ form, timeZone }: { form: GameForm; timeZone: string }) {
  const { t, i18n } = useLingui();
  const repeat = useWatch({ control: form.control, name: "repeat" });
  const startsAt = useWatch({ control: form.control, name: "startsAt" });
  const endsAt = useWatch({ control: form.control, name: "endsAt" });
  const valid = (date: unknown): date is Date => date instanceof Date && !Number.isNaN(date.getTime());
  const weekday = valid(startsAt) ? weekOfMonth(startsAt, timeZone) : null;
  const dayName = valid(startsAt) ? formatDate(startsAt, i18n.locale, "weekday", timeZone) : "";
  const monthly = !weekday
    ? t`Chaque mois, le même jour de la semaine`
    : weekday.nth === -1
      ? t`Chaque mois, le dernier ${dayName}`
      : weekday.nth === 1
        ? t`Chaque mois, le premier ${dayName}`
        : weekday.nth === 2
          ? t`Chaque mois, le deuxième ${dayName}`
          : weekday.nth === 3
            ? t`Chaque mois, le troisième ${dayName}`
            : t`Chaque mois, le quatrième ${dayName}`;
  const labels: Record<RepeatEvery, string> = { week: t`Chaque semaine`, two_weeks: t`Toutes les deux semaines`, month: monthly };
  const count = repeat?.count ?? DEFAULT_COUNT;
  const dates =
    repeat && valid(startsAt) && valid(endsAt) && count >= MIN_SERIES_DATES && count <= MAX_SERIES_DATES
      ? seriesDates({ startsAt, endsAt }, timeZone, { every: repeat.every, count })
      : [];

  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
      <Field
        label={<Trans>Répéter la partie</Trans>}
        hint={<Trans>Chaque date est une partie à part, reliée aux autres dans une série que les joueurs peuvent suivre.</Trans>}
      >
        {(a11y) => (
          <Select
            {...a11y}
            value={repeat?.every ?? ""}
            onChange={(event) => {
              const every = event.target.value as RepeatEvery | "";
              form.setValue("repeat", every ? { every, count } : undefined, { shouldDirty: true });
            }}
          >
            <option value="">{t`Ne pas répéter`}</option>
            {REPEAT_EVERY.map((every) => (
              <option key={every} value={every}>
                {labels[every]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {repeat ? (
        <Field label={<Trans>Nombre de dates</Trans>} hint={<Trans>De 2 à 12, la première comprise.</Trans>}>
          {(a11y) => (
            <Input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={MIN_SERIES_DATES}
              max={MAX_SERIES_DATES}
              value={count}
              onChange={(event) => {
                const next = Math.round(Number(event.target.value));
                form.setValue(
                  "repeat",
                  { every: repeat.every, count: Math.min(MAX_SERIES_DATES, Math.max(MIN_SERIES_DATES, next || MIN_SERIES_DATES)) },
                  { shouldDirty: true },
                );
              }}
            />
          )}
        </Field>
      ) : null}
      {dates.length > 0 ? (
        <div className="sm:col-span-2">
          <p className="text-sm font-medium">
            <Trans>Dates publiées</Trans>
          </p>
          <ol className="mt-1 flex flex-wrap gap-2 text-sm">
            {dates.map((date) => (
              <li key={date.startsAt.getTime()} className="rounded-full bg-muted px-3 py-1">
                {formatDate(date.startsAt, i18n.locale, "dayYear", timeZone)}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
