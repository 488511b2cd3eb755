import type { QuickAddChip } from '@/lib/quick-add';

export function QuickAddChips({ chips }: { chips: QuickAddChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="quick-add-chips" aria-label="Recognised">
      {chips.map((chip) => (
        <li key={`${chip.kind}-${chip.label}`} className={`quick-add-chip quick-add-chip-${chip.kind}`}>
          {chip.label}
        </li>
      ))}
    </ul>
  );
}
