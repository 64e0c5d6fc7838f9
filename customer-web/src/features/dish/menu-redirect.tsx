export function MenuRedirect() {
  return null;
}
