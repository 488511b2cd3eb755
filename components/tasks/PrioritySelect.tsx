export const PRIORITY_LABELS: Record<string, string> = { '1': 'High', '2': 'Medium', '3': 'Low', '4': 'None' };

interface PrioritySelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** Priority 1 (high) to 4 (none); the surrounding <label> names it. */
export function PrioritySelect({ value, onChange }: PrioritySelectProps) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)}>
      {Object.entries(PRIORITY_LABELS).map(([level, label]) => (
        <option key={level} value={level}>
          {level === '4' ? label : `P${level} · ${label}`}
        </option>
      ))}
    </select>
  );
}
