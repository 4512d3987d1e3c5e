// Placeholder: the screen is being built (replace this file).
export default function Page() {
  return null;
}
