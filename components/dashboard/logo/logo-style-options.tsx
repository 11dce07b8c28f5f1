import { logoStyleLabels, logoStyleValues } from '@/lib/submissions/logo-brief-options';

/** The logo styles a brief offers, for its select (the trial form and the dashboard ask the same). */
export function LogoStyleOptions() {
  return (
    <>
      <option value="">Elige un estilo</option>
      {logoStyleValues.map((style) => (
        <option key={style} value={style}>
          {logoStyleLabels[style]}
        </option>
      ))}
    </>
  );
}
