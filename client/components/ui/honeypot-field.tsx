/** Honeypot for bots: hidden from people and from assistive technology; the server rejects a filled one. */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="text"
      name="website"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="absolute -left-[9999px] h-0 w-0 opacity-0"
    />
  );
}
