/**
 * Which way round a numeric date is read: "12/2" is 12 February in Melbourne, London or Berlin and
 * December 2 in New York. The offline tier knows the person's IANA time zone (settings.timeZone, or
 * the browser's) and not a locale, so the zone's region decides: the Americas read month first,
 * except the Latin American and Caribbean zones that read day first; so do Manila and the US
 * Pacific islands; everywhere else reads day first. UTC and unknown zones keep month first (the
 * parser's long-standing default). A date that can be read only one way ("20/2", "2/20") is read
 * that way whatever the zone (chrono swaps an impossible month).
 */
const DAY_FIRST_AMERICAS =
  /^America\/(?:Argentina|Buenos_Aires|Sao_Paulo|Bahia|Belem|Fortaleza|Recife|Maceio|Manaus|Cuiaba|Campo_Grande|Porto_Velho|Boa_Vista|Rio_Branco|Araguaina|Santarem|Noronha|Eirunepe|Santiago|Punta_Arenas|Bogota|Lima|Caracas|La_Paz|Montevideo|Asuncion|Guayaquil|Mexico_City|Monterrey|Merida|Cancun|Chihuahua|Mazatlan|Bahia_Banderas|Matamoros|Ojinaga|Hermosillo|Tijuana|Guatemala|El_Salvador|Tegucigalpa|Managua|Costa_Rica|Havana|Santo_Domingo|Paramaribo|Cayenne|Guyana|Martinique|Guadeloupe|Jamaica)\b/;
const MONTH_FIRST_ELSEWHERE = /^(?:US\/|Canada\/|Pacific\/(?:Honolulu|Guam|Saipan|Pago_Pago|Midway)|Asia\/Manila)/;

export function readsDayFirst(timeZone: string): boolean {
  if (timeZone.startsWith('America/')) return DAY_FIRST_AMERICAS.test(timeZone);
  if (MONTH_FIRST_ELSEWHERE.test(timeZone)) return false;
  return timeZone.includes('/') && !timeZone.startsWith('Etc/');
}
