-- Each game keeps its place's zone (venueTimeZone in packages/contracts/src/time-zones.ts). The
-- games already there get it from their country and, for the islands, their coordinates.
ALTER TABLE "game" ADD COLUMN "time_zone" text;--> statement-breakpoint
UPDATE "game" SET "time_zone" = CASE
  WHEN "country" = 'es' AND "latitude" BETWEEN 27 AND 30 AND "longitude" BETWEEN -19 AND -13 THEN 'Atlantic/Canary'
  WHEN "country" = 'pt' AND "latitude" BETWEEN 36 AND 40.5 AND "longitude" BETWEEN -32 AND -24 THEN 'Atlantic/Azores'
  WHEN "country" = 'pt' AND "latitude" BETWEEN 29.5 AND 33.5 AND "longitude" BETWEEN -18 AND -15.5 THEN 'Atlantic/Madeira'
  WHEN "country" = 'fr' AND "latitude" BETWEEN 15.8 AND 16.6 AND "longitude" BETWEEN -61.9 AND -60.9 THEN 'America/Guadeloupe'
  WHEN "country" = 'fr' AND "latitude" BETWEEN 14.3 AND 15 AND "longitude" BETWEEN -61.3 AND -60.7 THEN 'America/Martinique'
  WHEN "country" = 'fr' AND "latitude" BETWEEN 2 AND 6 AND "longitude" BETWEEN -54.7 AND -51.5 THEN 'America/Cayenne'
  WHEN "country" = 'fr' AND "latitude" BETWEEN -21.5 AND -20.8 AND "longitude" BETWEEN 55.1 AND 55.9 THEN 'Indian/Reunion'
  WHEN "country" = 'fr' AND "latitude" BETWEEN -13.1 AND -12.5 AND "longitude" BETWEEN 44.9 AND 45.4 THEN 'Indian/Mayotte'
  ELSE CASE "country"
    WHEN 'fr' THEN 'Europe/Paris' WHEN 'de' THEN 'Europe/Berlin' WHEN 'es' THEN 'Europe/Madrid'
    WHEN 'it' THEN 'Europe/Rome' WHEN 'gb' THEN 'Europe/London' WHEN 'be' THEN 'Europe/Brussels'
    WHEN 'nl' THEN 'Europe/Amsterdam' WHEN 'pt' THEN 'Europe/Lisbon' WHEN 'ch' THEN 'Europe/Zurich'
    WHEN 'at' THEN 'Europe/Vienna' WHEN 'se' THEN 'Europe/Stockholm' WHEN 'no' THEN 'Europe/Oslo'
    WHEN 'dk' THEN 'Europe/Copenhagen' WHEN 'fi' THEN 'Europe/Helsinki' WHEN 'pl' THEN 'Europe/Warsaw'
    WHEN 'cz' THEN 'Europe/Prague' WHEN 'hu' THEN 'Europe/Budapest' WHEN 'ie' THEN 'Europe/Dublin'
    WHEN 'gr' THEN 'Europe/Athens' WHEN 'ro' THEN 'Europe/Bucharest' WHEN 'bg' THEN 'Europe/Sofia'
    WHEN 'hr' THEN 'Europe/Zagreb' WHEN 'sk' THEN 'Europe/Bratislava' WHEN 'si' THEN 'Europe/Ljubljana'
    WHEN 'ee' THEN 'Europe/Tallinn' WHEN 'lv' THEN 'Europe/Riga' WHEN 'lt' THEN 'Europe/Vilnius'
    WHEN 'lu' THEN 'Europe/Luxembourg' WHEN 'mt' THEN 'Europe/Malta' WHEN 'cy' THEN 'Asia/Nicosia'
    ELSE 'Europe/Paris'
  END
END;--> statement-breakpoint
ALTER TABLE "game" ALTER COLUMN "time_zone" SET NOT NULL;
