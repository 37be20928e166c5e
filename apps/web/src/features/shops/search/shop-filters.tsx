import type { ShopType } from "@escouade/contracts/shops";
import { Trans, useLingui } from "@lingui/react/macro";
import { LocationFilter } from "@/domain/search/location-filter.tsx";
import { SearchBox } from "@/domain/search/search-box.tsx";
import type { UpdateSearch } from "@/domain/search/search-updaters.ts";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { LabelledControl } from "@/components/ui/labelled-control.tsx";
import type { ShopSearchParams } from "./search-params.ts";

const SHOP_TYPES = Object.keys(SHOP_TYPE_LABELS) as ShopType[];

/** Text, type and place: few enough to stay in sight on a phone, unlike the games' filters. */
export function ShopFilters({ search, update }: { search: ShopSearchParams; update: UpdateSearch<ShopSearchParams> }) {
  const { t } = useLingui();
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
          <Select
            id="shop-search-type"
            value={search.type ?? ""}
            onChange={(event) => update({ type: (event.target.value || undefined) as ShopType | undefined })}
          >
            <option value="">{t`Tous les types`}</option>
            <SelectOptions values={SHOP_TYPES} labels={SHOP_TYPE_LABELS} />
          </Select>
        </LabelledControl>
      </div>
      <LocationFilter search={search} update={update} />
    </div>
  );
}
