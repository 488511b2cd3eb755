/** The `<option>`s of a select: one per choice, its value and the words a person reads. */
export function Options({ choices }: { choices: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
