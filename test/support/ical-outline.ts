import ICAL from 'ical.js';

/**
 * An iCalendar text as a comparable outline: each component's properties (name, parameters,
 * value type, values) and its subcomponents, each sorted, so two texts that say the same
 * compare equal whatever the order, line folding or a default `VALUE=` parameter spelled out
 * (`TRIGGER;VALUE=DURATION:-PT15M` and `TRIGGER:-PT15M` are one value). Properties named in
 * `ignore` (upper case) are left out, at every depth.
 */
export function icalOutline(text: string, ignore: readonly string[] = []): unknown {
  const skip = new Set(ignore.map((name) => name.toLowerCase()));
  const outline = (jcal: unknown[]): unknown => {
    const [name, properties, components] = jcal as [string, unknown[][], unknown[][]];
    return {
      name,
      properties: properties
        .filter(([property]) => !skip.has(String(property)))
        .map((property) => JSON.stringify(property))
        .sort(),
      components: components
        .map((component) => JSON.stringify(outline(component)))
        .sort()
        .map((component) => JSON.parse(component) as unknown),
    };
  };
  return outline(ICAL.parse(text) as unknown[]);
}
