import type { ShopType } from "@escouade/contracts/shops";
import { Trans, useLingui } from "@lingui/react/macro";
import { LocationFilter } from "@/domain/location/location-filter.tsx";
import { SearchBox } from "@/domain/search/search-box.tsx";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { Select } from "@/components/ui/select.tsx";
import { LabelledControl } from "@/components/ui/labelled-control.tsx";
import { DEFAULT_SHOP_RADIUS_KM, SHOP_SEARCH_RADII, type ShopSearchParams } from "./search-params.ts";

export type UpdateShopSearch = (patch: Partial<ShopSearchParams>, options?: { replace?: boolean }) => void;

const SHOP_TYPES = Object.keys(SHOP_TYPE_LABELS) as ShopType[];

/** Text, type and place: few enough to stay in sight on a phone, unlike the games' filters. */
export function ShopFilters({ search, update }: { search: ShopSearchParams; update: UpdateShopSearch }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-end">
        <SearchBox
          id="shop-search-q"
          label={<Trans>Rechercher une boutique ou un terrain</Trans>}
          placeholder={t`Nom, ville, description...`}
          value={search.q}
          onSearch={(value) => update({ q: value || undefined }, { replace: true })}
        />
        <LabelledControl id="shop-search-type" label={<Trans>Type</Trans>}>
          <Select id="shop-search-type" value={search.type ?? ""} onChange={(event) => update({ type: (event.target.value || undefined) as ShopType | undefined })}>
            <option value="">{t`Tous les types`}</option>
            {SHOP_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(SHOP_TYPE_LABELS[type])}
              </option>
            ))}
          </Select>
        </LabelledControl>
      </div>
      <LocationFilter
        location={search.lat !== undefined && search.lon !== undefined ? { lat: search.lat, lon: search.lon, place: search.place } : undefined}
        radius={search.radius ?? DEFAULT_SHOP_RADIUS_KM}
        radii={SHOP_SEARCH_RADII}
        onLocationChange={(location) => update({ lat: location?.lat, lon: location?.lon, place: location?.place, radius: location ? search.radius : undefined })}
        onRadiusChange={(radius) => update({ radius })}
      />
    </div>
  );
}
