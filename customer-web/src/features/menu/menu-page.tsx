export function MenuPage() {
  return null;
}
