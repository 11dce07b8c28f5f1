type Option = { value: string; label: string; hint?: string };

type Props = {
  name: string;
  legend: string;
  options: Option[];
  defaultValue?: string;
  error?: string;
};

/** Native radio buttons in a fieldset: keyboard-friendly and submitted without JavaScript. */
export function ChoiceGroup({ name, legend, options, defaultValue, error }: Props) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset role="radiogroup" className="space-y-2" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer gap-3 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              id={`${name}-${option.value}`}
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              required
              className="mt-0.5 size-4 accent-[var(--color-primary)] focus-visible:outline-none"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              {option.hint ? <span className="block text-muted-foreground">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
