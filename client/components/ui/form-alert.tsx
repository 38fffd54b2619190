/**
 * A failed submit's message, above the submit button; renders nothing without one. A module of its
 * own, so that forms without react-hook-form (the product page's review form) do not load it.
 */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
      {message}
    </p>
  );
}
